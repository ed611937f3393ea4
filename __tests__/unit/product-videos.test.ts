/** @jest-environment node */
// The product videos (scripts/media/videos.ts): every one loops without a jump, keeps its text
// legible where it is shown, and the committed files keep their sizes, formats and budgets.
import fs from "fs";
import path from "path";
import { HERO_CODE, HERO_HOLD } from "../../scripts/media/video-frames/hero";
import { PHONE } from "../../scripts/media/video-frames/scene";
import { scenesIn } from "../../scripts/media/video-frames/scenes";
import { LOOP } from "../../scripts/media/video-frames/ui";
import { words } from "../../scripts/media/video-frames/words";

const ROOT = path.join(__dirname, "../..");
// The English frames: the Hindi ones need HarfBuzz, which jest cannot load (hindi-videos.test.ts
// checks their labels; they share these layouts and timings).
const scenes = scenesIn(words.en);
const BUDGET = 400 * 1024;

/**
 * Smallest font size allowed in each frame. Service videos are 960 px wide and shown about
 * 350 px wide on a 390 px phone, so 28 px there is 10 px on screen; the hero covers the whole
 * hero at its own size or larger.
 */
const minFontSize = (width: number) => (width === 960 ? 28 : 22);

/**
 * A phone layout is shown about 350 px wide on a 390 px phone (the page's side margins take the
 * rest; __tests__/e2e/video-controls.spec.ts measures it): its text must read at 14 px or more there.
 */
const PHONE_SHOWN_WIDTH = 350;
const PHONE_MIN_TEXT = 14;

/** Every font size drawn over the loop, sampled four times a second. */
const fontSizes = (draw: (t: number) => string) =>
  Array.from({ length: LOOP * 4 }, (_, i) => draw(i / 4)).flatMap((svg) =>
    [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size)),
  );

/** A label as drawn: its words, baseline, left and right edges in the frame, and how opaque it is. */
interface DrawnLabel {
  words: string;
  y: number;
  left: number;
  right: number;
  opacity: number;
}

/**
 * The labels a frame shows (opacity above 2 %, baseline inside any clip), placed in the frame
 * through the groups' opacity, translate and scale, as ui.ts writes them; widths are estimated
 * from the font size.
 */
function drawnLabels(svg: string): DrawnLabel[] {
  // A clip's band of the frame (its top and bottom); the scenes clip lists, vertically.
  type Band = { top: number; bottom: number };
  // `unplaced`: why a label inside could not be placed (a turn, a clip other than a rectangle).
  type Level = { opacity: number; dx: number; dy: number; scale: number; clip: Band; unplaced?: string };
  const stack: Level[] = [{ opacity: 1, dx: 0, dy: 0, scale: 1, clip: { top: -Infinity, bottom: Infinity } }];
  const clips = new Map(
    [
      ...svg.matchAll(
        /<clipPath id="([^"]+)"><rect x="[-\d.]+" y="([-\d.]+)" width="[-\d.]+" height="([-\d.]+)"[^>]*\/>/g,
      ),
    ].map(([, id, y, height]) => [id, { top: Number(y), bottom: Number(y) + Number(height) }]),
  );
  const labels: DrawnLabel[] = [];
  const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  for (const [tag, words] of svg.matchAll(/<g\b[^>]*>|<\/g>|<text\b[^>]*>([^<]*)<\/text>/g)) {
    const parent = stack[stack.length - 1];
    if (tag === "</g>") stack.pop();
    else if (tag.startsWith("<g")) {
      const transform = attribute(tag, "transform");
      const move = transform?.match(/^translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)$/);
      const [dx, dy, scale] = move ? move.slice(1).map(Number) : [0, 0, 1];
      const clipId = attribute(tag, "clip-path")?.match(/^url\(#(.+)\)$/)?.[1];
      const clip = clipId === undefined ? undefined : clips.get(clipId);
      // Read as ui.ts's group() writes them; a spinner's turn and the face's oval clip hold no label.
      if (transform !== undefined && !move && !transform.startsWith("rotate("))
        throw new Error(`a group's transform this test cannot read: ${transform}`);
      const unplaced =
        parent.unplaced ??
        (transform !== undefined && !move ? `turned (${transform})` : undefined) ??
        (clipId !== undefined && !clip ? `clipped by ${clipId}, not a rectangle` : undefined);
      // A child's point p is at parent.d + parent.scale * (d + scale * p) in the frame.
      stack.push({
        clip: clip
          ? { top: parent.dy + parent.scale * clip.top, bottom: parent.dy + parent.scale * clip.bottom }
          : parent.clip,
        opacity: parent.opacity * Number(attribute(tag, "opacity") ?? 1),
        dx: parent.dx + parent.scale * dx,
        dy: parent.dy + parent.scale * dy,
        scale: parent.scale * scale,
        unplaced,
      });
    } else {
      if (parent.unplaced) throw new Error(`"${words}" is ${parent.unplaced}: this test cannot place it`);
      const opacity = parent.opacity * Number(attribute(tag, "opacity") ?? 1);
      const y = parent.dy + parent.scale * Number(attribute(tag, "y"));
      if (opacity <= 0.02 || y < parent.clip.top || y > parent.clip.bottom) continue;
      const x = Number(attribute(tag, "x"));
      const width = 0.55 * Number(attribute(tag, "font-size")) * words.length;
      const anchor = attribute(tag, "text-anchor");
      const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
      labels.push({
        words,
        y,
        left: parent.dx + parent.scale * left,
        right: parent.dx + parent.scale * (left + width),
        opacity,
      });
    }
  }
  return labels;
}

/**
 * Pairs of different labels drawn in one place: on one baseline, each covering most of the
 * shorter one (a label sliding past another, or under a clip, is motion, not a clash).
 */
function overlappingLabels(svg: string) {
  const overlap = (a: DrawnLabel, b: DrawnLabel) =>
    (Math.min(a.right, b.right) - Math.max(a.left, b.left)) / Math.min(a.right - a.left, b.right - b.left);
  const labels = drawnLabels(svg);
  return labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter((b) => b.words !== a.words && Math.abs(a.y - b.y) < 2 && overlap(a, b) > 0.5)
      .map((b) => [a.words, b.words]),
  );
}

/** Width and height of a lossy or extended WebP, from its first chunk. */
function webpSize(file: string) {
  const bytes = fs.readFileSync(file);
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`${file}: a ${chunk} WebP, not lossy`);
}

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(file: string) {
  const bytes = fs.readFileSync(file);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1];
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error(`${file}: no start-of-frame segment`);
}

/** The videos a language's content names, hero first: content/ (English) or content/<language>/. */
const videosInContent = (dir = "content") => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, dir, file), "utf8")) as unknown;
  const services = read("services.json") as { video: string }[];
  const home = read("home.json") as { hero: { video: string } };
  return [home.hero.video, ...services.map((service) => service.video)];
};

/** Bytes of a committed file in static/videos. */
const bytes = (file: string) => fs.statSync(path.join(ROOT, "static/videos", file)).size;

describe("product videos", () => {
  it("draws every video the content names, and nothing else", () => {
    expect(scenes.map((scene) => scene.name)).toEqual(videosInContent());
  });

  describe.each(scenes)("$name", (scene) => {
    it("loops seamlessly: the frame after the last is the first, and it moves in between", () => {
      expect(scene.draw(LOOP) === scene.draw(0)).toBe(true);
      const halfSeconds = new Set(Array.from({ length: LOOP * 2 }, (_, i) => scene.draw(i / 2)));
      expect(halfSeconds.size).toBeGreaterThanOrEqual(LOOP);
    });

    it("never draws text smaller than stays readable on a phone", () => {
      expect(Math.min(...fontSizes(scene.draw))).toBeGreaterThanOrEqual(minFontSize(scene.width));
    });

    it("is committed as WebM and MP4 within the budget, with a poster of the video's size", () => {
      for (const extension of ["webm", "mp4"]) {
        const file = path.join(ROOT, "static/videos", `${scene.name}.${extension}`);
        expect(fs.statSync(file).size).toBeLessThan(BUDGET);
      }
      const poster = jpegSize(path.join(ROOT, "content/images/videos", `${scene.name}.jpg`));
      expect(poster).toEqual({ width: scene.width, height: scene.height });
      expect([scene.width, scene.height]).toEqual(scene.name === "hero" ? [1280, 720] : [960, 540]);
    });
  });

  /** Every frame's time over the loop, ten a second. */
  const everyTenth = Array.from({ length: LOOP * 10 }, (_, i) => i / 10);

  it("hero: holds its finished frame, the poster, for its first seconds, so the first screen meets it finished", () => {
    const hero = scenes.find((scene) => scene.name === "hero")!;
    const held = everyTenth.filter((t) => t < HERO_HOLD);
    expect(HERO_HOLD).toBeGreaterThanOrEqual(2);
    expect(held.filter((t) => hero.draw(t) !== hero.draw(0))).toEqual([]);
  });

  it("hero: draws its request's code whole in every frame, never typing it out or fading it", () => {
    const hero = scenes.find((scene) => scene.name === "hero")!;
    const drawn = (line: string) => `opacity="1" xml:space="preserve">${line.replace(/"/g, "&quot;")}</text>`;
    const partial = everyTenth.filter((t) => {
      const svg = hero.draw(t);
      return HERO_CODE.some((line) => !svg.includes(drawn(line)));
    });
    expect(partial).toEqual([]);
  });

  /** Every frame of a loop at the videos' frame rate. */
  const everyFrame = Array.from({ length: LOOP * 30 }, (_, i) => i / 30);

  describe.each(
    scenes.flatMap((scene) => [scene, ...(scene.phone ? [{ ...scene.phone, name: `${scene.name} on a phone` }] : [])]),
  )("$name", (layout) => {
    it("never shows two labels over each other, even for a frame (one hands over to the next)", () => {
      const clashes = everyFrame.flatMap((t) =>
        overlappingLabels(layout.draw(t)).map(([a, b]) => `${t.toFixed(2)} s: "${a}" over "${b}"`),
      );
      expect(clashes).toEqual([]);
    });
  });

  it("bbps: its receipt pane has content in every frame, its reference line included", () => {
    const bbps = scenes.find((scene) => scene.name === "bbps")!;
    const empty = everyTenth.filter((t) => !bbps.draw(t).includes(`>${words.en.bbps.reference}<`));
    expect(empty).toEqual([]);
  });

  describe.each(scenes.filter((scene) => scene.name !== "hero"))("$name on a phone", (scene) => {
    const phone = scene.phone!;

    it("has a square phone layout of its own", () => {
      expect(phone).toBeDefined();
      expect([phone.width, phone.height]).toEqual([PHONE, PHONE]);
      expect(phone.draw(2)).not.toBe(scene.draw(2));
    });

    it("loops seamlessly and moves", () => {
      expect(phone.draw(LOOP) === phone.draw(0)).toBe(true);
      const halfSeconds = new Set(Array.from({ length: LOOP * 2 }, (_, i) => phone.draw(i / 2)));
      expect(halfSeconds.size).toBeGreaterThanOrEqual(LOOP);
    });

    it(`sets every word at ${PHONE_MIN_TEXT} px or more where a phone shows it`, () => {
      const smallest = Math.min(...fontSizes(phone.draw));
      expect((smallest * PHONE_SHOWN_WIDTH) / phone.width).toBeGreaterThanOrEqual(PHONE_MIN_TEXT);
    });

    it("is committed as WebM and MP4 within the budget, with a square WebP poster", () => {
      for (const extension of ["webm", "mp4"]) {
        const file = path.join(ROOT, "static/videos", `${scene.name}-phone.${extension}`);
        expect(fs.statSync(file).size).toBeLessThan(BUDGET);
      }
      expect(webpSize(path.join(ROOT, "static/videos", `${scene.name}-phone.webp`))).toEqual({
        width: PHONE,
        height: PHONE,
      });
    });
  });

  // The Hindi pages show the render with Hindi words (<name>-hi) instead of the English one, so
  // it is the English file's twin: the same frames, formats and poster, about as many bytes.
  describe.each(scenes.map((scene, index) => ({ scene, hindi: videosInContent("content/hi")[index] })))(
    "$scene.name on the Hindi pages",
    ({ scene, hindi }) => {
      it("is its Hindi render", () => {
        expect(hindi).toBe(`${scene.name}-hi`);
      });

      const twins = [
        ...["webm", "mp4"].map((extension) => [`${scene.name}.${extension}`, `${hindi}.${extension}`]),
        ...(scene.phone
          ? ["webm", "mp4", "webp"].map((extension) => [
              `${scene.name}-phone.${extension}`,
              `${hindi}-phone.${extension}`,
            ])
          : []),
      ];
      it.each(twins)("%s: its Hindi twin %s is at most 6 % larger", (english, translated) => {
        expect(bytes(translated)).toBeLessThanOrEqual(bytes(english) * 1.06);
      });

      it("has a poster of the English one's size", () => {
        const poster = (name: string) => jpegSize(path.join(ROOT, "content/images/videos", `${name}.jpg`));
        expect(poster(hindi)).toEqual(poster(scene.name));
        if (scene.phone)
          expect(webpSize(path.join(ROOT, "static/videos", `${hindi}-phone.webp`))).toEqual({
            width: PHONE,
            height: PHONE,
          });
      });
    },
  );
});
