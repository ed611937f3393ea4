/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");
const fallbackCss = fs.readFileSync(path.join(root, "src/styles/font-fallback.css"), "utf8");
const fontsCss = fs.readFileSync(path.join(root, "src/styles/fonts.css"), "utf8");
const tokensCss = fs.readFileSync(path.join(root, "src/styles/tokens.css"), "utf8");

/** Runs the script's check in Node: harfbuzzjs is an ESM module with top-level await, which jest cannot load. */
function check() {
  const result = spawnSync(process.execPath, ["scripts/fonts/fallback-metrics.mjs", "--check"], {
    cwd: root,
    encoding: "utf8",
  });
  if (result.status === null || !result.stdout) throw new Error(`the check did not run: ${result.stderr}`);
  return JSON.parse(result.stdout) as { differences: string[] };
}

describe("the brand font's metric-matched fallback", () => {
  it("is what Manrope's file and Arial's metrics (Liberation Sans) give today", () => {
    expect(check().differences).toEqual([]);
  }, 60_000);

  it("overrides every metric a swap could move, on a regular and a bold face", () => {
    const faces = fallbackCss.split("@font-face").slice(1);
    // A regular and a bold face for English pages' copy; for Hindi pages, the same for their word
    // spaces and again for their Latin words, each scaled on its own.
    expect(faces.map((face) => face.match(/font-family: "([^"]+)"/)?.[1])).toEqual([
      "Manrope Fallback",
      "Manrope Fallback",
      "Manrope Fallback Hindi",
      "Manrope Fallback Hindi",
      "Manrope Fallback Hindi",
      "Manrope Fallback Hindi",
    ]);
    for (const face of faces) {
      for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
        expect(face).toMatch(new RegExp(`${descriptor}: [\\d.]+%;`));
      }
      expect(face).toMatch(/src: local\("Arial/);
    }
    // Each character of a Hindi page's Latin text has one face: spaces apart, the rest together.
    const hindiRanges = faces
      .filter((face) => face.includes('"Manrope Fallback Hindi"'))
      .map((face) => face.match(/unicode-range: ([^;]+);/)?.[1]);
    expect(hindiRanges).toEqual([
      "U+0020, U+00A0",
      "U+0020, U+00A0",
      "U+0000-001F, U+0021-009F, U+00A1-10FFFF",
      "U+0000-001F, U+0021-009F, U+00A1-10FFFF",
    ]);
  });

  it("stands in for Manrope, which swaps in on every load", () => {
    expect(fontsCss).toMatch(/font-family: "Manrope Variable";\s+font-style: normal;\s+font-display: swap;/);
    // Every stack written out (English pages' and Hindi pages'); a stack naming another by var() is one of them.
    const stacks = (tokensCss.match(/--font-(?:sans|hi):[^;]+;/g) ?? []).filter((stack) => !stack.includes("var("));
    expect(stacks).toHaveLength(2);
    const [english, hindi] = stacks;
    expect(english).toMatch(/"Manrope Variable",.*"Manrope Fallback"/s);
    expect(hindi).toMatch(/"Manrope Variable",.*"Manrope Fallback Hindi"/s);
  });
});
