/**
 * The pixel size of a picture the content may name (.jpg, .png, .webp, .avif), read from its
 * header, so the content check can say "too small" without the build's image library (sharp,
 * which is asynchronous and needs the build). Undefined when the header is not one of these.
 */
export interface Size {
  width: number;
  height: number;
}

function png(data: Buffer): Size | undefined {
  if (data.toString("latin1", 1, 4) !== "PNG" || data.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** A JPEG's size is in its start-of-frame segment (SOF0 to SOF15, except DHT, JPG and DAC markers). */
function jpeg(data: Buffer): Size | undefined {
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return undefined;
}

function webp(data: Buffer): Size | undefined {
  if (data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 12) !== "WEBP") return undefined;
  const chunk = data.toString("latin1", 12, 16);
  if (chunk === "VP8X") return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** AVIF (HEIF) states the image's spatial extent in an `ispe` property box. */
function avif(data: Buffer): Size | undefined {
  if (data.toString("latin1", 4, 8) !== "ftyp") return undefined;
  const box = data.indexOf("ispe", 0, "latin1");
  if (box < 0 || box + 16 > data.length) return undefined;
  return { width: data.readUInt32BE(box + 8), height: data.readUInt32BE(box + 12) };
}

export function imageSize(data: Buffer): Size | undefined {
  if (data.length < 30) return undefined;
  return png(data) ?? jpeg(data) ?? webp(data) ?? avif(data);
}

/** A number of an SVG viewBox: digits, an optional fraction and exponent. */
const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;
const VIEW_BOX = new RegExp(
  String.raw`\sviewBox\s*=\s*["']\s*${NUMBER}[\s,]+${NUMBER}[\s,]+(${NUMBER})[\s,]+(${NUMBER})\s*["']`,
  "i",
);

/**
 * A drawing's size in its own units, from its root <svg> element's viewBox: what lets it scale to
 * any box. Undefined when the text has no <svg> element or that element no usable viewBox.
 */
export function drawingSize(text: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  const box = root && VIEW_BOX.exec(root);
  if (!box) return undefined;
  const [width, height] = [Number(box[1]), Number(box[2])];
  return width > 0 && height > 0 ? { width, height } : undefined;
}
