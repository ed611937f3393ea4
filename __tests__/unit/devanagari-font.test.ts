/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");
const covered = new Set(
  (
    JSON.parse(fs.readFileSync(path.join(root, "src/fonts/noto-sans-devanagari-subset.json"), "utf8")) as {
      characters: string;
    }
  ).characters,
);

/** Every Devanagari-range character of content/hi, with the first file that uses it. */
async function usedCharacters(): Promise<Map<string, string>> {
  const { DEVANAGARI_RANGE } = await import("../../scripts/devanagari-characters.mjs");
  const dir = path.join(root, "content/hi");
  const used = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    for (const character of fs.readFileSync(path.join(dir, file), "utf8")) {
      if (DEVANAGARI_RANGE.test(character) && !used.has(character)) used.set(character, `content/hi/${file}`);
    }
  }
  return used;
}

/** What scripts/devanagari-font-check.mjs reports: runs of content/hi's text the subset renders otherwise. */
interface Check {
  runs: number;
  bytes: number;
  without?: string;
  differences: { run: string; wght: number; glyph: number; expected: string | null; difference: string }[];
}

/** Runs the check in Node: it needs harfbuzzjs, an ESM module with top-level await, which jest cannot load. */
function check(...args: string[]): Check {
  const result = spawnSync(process.execPath, ["scripts/devanagari-font-check.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });
  if (!result.stdout) throw new Error(`scripts/devanagari-font-check.mjs: ${result.stderr}`);
  return JSON.parse(result.stdout) as Check;
}

describe("the Devanagari font subset (src/fonts)", () => {
  it("has every character the Hindi content uses (else: node scripts/devanagari-font.mjs)", async () => {
    const missing = [...(await usedCharacters())]
      .filter(([character]) => !covered.has(character))
      .map(
        ([character, file]) =>
          `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) in ${file}`,
      );
    expect(missing).toEqual([]);
  });

  it("renders all of content/hi's Devanagari as the full font does, at weights 400 to 800 (else: node scripts/devanagari-font.mjs)", () => {
    // Every run of the face's characters, shaped with HarfBuzz by both fonts: the same glyphs
    // (outline, advance, offset, cluster), exactly at 400 and within 2/1000 em at other weights.
    const report = check();
    expect(report.runs).toBeGreaterThan(0);
    expect(report.differences).toEqual([]);
  }, 60_000);

  it("makes that check fail when a glyph the text needs is missing", () => {
    // A fresh cut without the lookup-made glyph that most runs end up with (a matra and
    // anusvara ligature, today): the runs that use it must come out different.
    const report = check("--without-needed-glyph");
    expect(report.without).toBeTruthy();
    expect(report.differences.length).toBeGreaterThan(0);
    expect(report.differences.every(({ expected }) => expected !== null)).toBe(true);
  }, 60_000);

  it("stays within the issue's budget of about 40 KB, weights 400 to 800", () => {
    expect(fs.statSync(path.join(root, "src/fonts/noto-sans-devanagari-subset.woff2")).size).toBeLessThan(40_000);
  });
});
