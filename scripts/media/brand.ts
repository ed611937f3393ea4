// `npm run media`, part one: the brand's own files, drawn from the logo mark the header shows
// (src/components/layout/brand-mark.tsx), so an installed app, a browser tab without SVG favicons
// and a shared link show the same mark as the site:
// - static/icons/, the app icon at each size the web manifest lists (src/lib/app-icons.ts);
// - static/favicon.ico (32 and 16 px), for browsers without SVG favicons;
// - static/og/default.png and one per other language (src/lib/share-image.ts), the share image: the
//   mark, the name and that language's tagline (content/site.json, content/<code>/site.json) in the
//   site's faces, on the artwork's backdrop.
// Rendered with resvg from the fonts named (never the machine's): the same bytes on every run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Resvg } from "@resvg/resvg-js";
import fontverter from "fontverter";
import sharp from "sharp";
import { BrandMark } from "../../src/components/layout/brand-mark";
import { APP_ICON_SIZES, appIconPath } from "../../src/lib/app-icons";
import { defaultShareImage } from "../../src/lib/share-image";
import { cutFont } from "../fonts/cut-font.mjs";
import { backdrop } from "./lib/backdrop.mjs";
import { accent, muted, text } from "./lib/palette.mjs";
import { writeFile } from "./lib/raster.mjs";
import { hasDevanagari, loadShaper, shape } from "./video-frames/shaped-text";

const require = createRequire(import.meta.url);
process.chdir(path.resolve(__dirname, "../.."));

/** The mark as the header draws it, `size` pixels square. */
const mark = (size: number) => renderToStaticMarkup(createElement(BrandMark, { size }));

const png = (svg: string, width: number, fontFiles: string[] = []) =>
  new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false, fontFiles } })
    .render()
    .asPng();

/** A PNG with a palette: the mark's two colours and their edges need no more, in a fraction of the bytes. */
const small = (image: Buffer) => sharp(image).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();

/**
 * An ICO of PNG images (every browser since Vista-era ones reads PNG entries): the header, one
 * directory entry per image, then the images.
 */
function ico(images: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

/** Manrope pinned at `weight` (resvg reads static faces): a TrueType file for these characters, in `folder`. */
async function manrope(weight: number, characters: string, folder: string) {
  const woff2 = fs.readFileSync(require.resolve("@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2"));
  const sfnt = Buffer.from(await fontverter.convert(woff2, "truetype"));
  const cut = await cutFont(sfnt, { characters, weights: { min: weight, max: weight } });
  const file = path.join(folder, `manrope-${weight}.ttf`);
  fs.writeFileSync(file, cut);
  return file;
}

const W = 1200;
const H = 630;
const LEFT = 96;
const TAGLINE_SIZE = 38;
const TAGLINE_WIDTH = W - 2 * LEFT;

/** A run of type at the share image's left edge. */
const line = (content: string, y: number, size: number, weight: number, fill: string) =>
  `<text x="${LEFT}" y="${y}" font-family="Manrope" font-size="${size}" font-weight="${weight}" fill="${fill}">${content.replace(/&/g, "&amp;")}</text>`;

/** How a language's tagline is set: its width, and its line drawn at a baseline. */
interface Setter {
  width: (content: string) => number;
  draw: (content: string, y: number) => string;
}

/** Latin in Manrope, laid out by resvg. */
const manropeSetter = (fontFile: string): Setter => ({
  width: (content) =>
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${line(content, 100, TAGLINE_SIZE, 500, text)}</svg>`,
      { font: { loadSystemFonts: false, fontFiles: [fontFile] } },
    ).getBBox()?.width ?? 0,
  draw: (content, y) => line(content, y, TAGLINE_SIZE, 500, muted),
});

/**
 * Devanagari, which resvg lays out without its conjuncts and reordering: shaped with HarfBuzz in
 * Noto Sans Devanagari, the face of the site's Hindi pages, as the videos' Hindi labels are.
 */
const shapedSetter: Setter = {
  width: (content) => shape(content, TAGLINE_SIZE, 500).width,
  draw: (content, y) =>
    `<path transform="translate(${LEFT} ${y})" d="${shape(content, TAGLINE_SIZE, 500).d}" fill="${muted}"/>`,
};

/** The tagline in lines that fit the image. */
function wrap(words: string[], setter: Setter) {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && setter.width(`${last} ${word}`) <= TAGLINE_WIDTH)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** One language's share image: the mark, the name and the language's tagline. */
async function shareImage(site: { name: string; tagline: string }, file: string) {
  // The pinned faces live only while this image is drawn.
  const fonts = fs.mkdtempSync(path.join(os.tmpdir(), "brand-"));
  try {
    await drawShareImage(site, file, fonts);
  } finally {
    fs.rmSync(fonts, { recursive: true, force: true });
  }
}

async function drawShareImage(site: { name: string; tagline: string }, file: string, fonts: string) {
  const bold = await manrope(800, site.name, fonts);
  const regular = await manrope(500, site.tagline.replace(/\p{Script=Devanagari}/gu, ""), fonts);
  const setter = hasDevanagari(site.tagline) ? shapedSetter : manropeSetter(regular);
  const tagline = wrap(site.tagline.split(" "), setter);
  const glows = [
    { x: 0.75, y: 0.33, r: 0.36, colour: accent, opacity: 0.3 },
    { x: 0.2, y: 0.85, r: 0.28, colour: "#5b8cff", opacity: 0.22 },
  ];
  const markSize = 120;
  const nameBaseline = 150 + markSize + 118;
  const taglineBaseline = (index: number) => nameBaseline + 70 + index * 50;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${backdrop(W, H, glows)}
    <g transform="translate(${LEFT} 150)">${mark(markSize)}</g>
    ${line(site.name, nameBaseline, 112, 800, text)}
    ${tagline.map((content, index) => setter.draw(content, taglineBaseline(index))).join("")}
    <rect x="${LEFT + 4}" y="${taglineBaseline(tagline.length - 1) + 40}" width="160" height="6" fill="${accent}"/>
  </svg>`;
  writeFile(file, await small(png(svg, W, [bold, regular])));
}

/** Each language's site facts and the share image its pages default to. */
function shareImages() {
  const languages = JSON.parse(fs.readFileSync("content/languages.json", "utf8")) as { code: string }[];
  return languages.map(({ code }, index) => ({
    site: JSON.parse(fs.readFileSync(index === 0 ? "content/site.json" : `content/${code}/site.json`, "utf8")) as {
      name: string;
      tagline: string;
    },
    file: `static${defaultShareImage(index === 0 ? "" : code)}`,
  }));
}

async function main() {
  for (const size of APP_ICON_SIZES) writeFile(`static${appIconPath(size)}`, await small(png(mark(size), size)));
  writeFile("static/favicon.ico", ico([32, 16].map((size) => ({ size, data: png(mark(size), size) }))));
  await loadShaper();
  for (const { site, file } of shareImages()) await shareImage(site, file);
}

void main();
