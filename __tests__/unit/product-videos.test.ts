/** @jest-environment node */
// The product videos (scripts/media/videos.ts): every one loops without a jump, keeps its text
// legible where it is shown, and the committed files keep their sizes, formats and budgets.
import fs from "fs";
import path from "path";
import { scenes } from "../../scripts/media/video-frames/scenes";
import { LOOP } from "../../scripts/media/video-frames/ui";

const ROOT = path.join(__dirname, "../..");
const BUDGET = 400 * 1024;

/**
 * Smallest font size allowed in each frame. Service videos are 960 px wide and shown about
 * 350 px wide on a 390 px phone, so 28 px there is 10 px on screen; the hero covers the whole
 * hero at its own size or larger.
 */
const minFontSize = (width: number) => (width === 960 ? 28 : 22);

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

const videosInContent = () => {
  const services = JSON.parse(fs.readFileSync(path.join(ROOT, "content/services.json"), "utf8")) as { video: string }[];
  const home = JSON.parse(fs.readFileSync(path.join(ROOT, "content/home.json"), "utf8")) as { hero: { video: string } };
  return [home.hero.video, ...services.map((service) => service.video)];
};

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
      const sizes = Array.from({ length: LOOP * 4 }, (_, i) => scene.draw(i / 4)).flatMap((svg) =>
        [...svg.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size)),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(minFontSize(scene.width));
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
});
