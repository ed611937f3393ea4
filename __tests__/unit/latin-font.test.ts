/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");
const cut = JSON.parse(fs.readFileSync(path.join(root, "src/fonts/manrope-subset.json"), "utf8")) as {
  characters: string;
};
const covered = new Set(cut.characters);
// Characters Manrope itself has no glyph for: the fallback face draws them whatever the cut.
const NOT_IN_MANROPE = new Set(["🎉"]);

/** Every character of content/*.json and each translation's folder, with the first folder that uses it. */
async function usedCharacters(): Promise<Map<string, string>> {
  const { DEVANAGARI_RANGE } = await import("../../scripts/devanagari-characters.mjs");
  const { contentDirs, contentStrings } = await import("../../scripts/fonts/content-strings.mjs");
  const used = new Map<string, string>();
  for (const dir of contentDirs(root)) {
    for (const text of contentStrings(dir)) {
      for (const character of text) {
        if (!DEVANAGARI_RANGE.test(character) && !used.has(character)) used.set(character, path.relative(root, dir));
      }
    }
  }
  return used;
}

/** What scripts/latin-font-check.mjs reports: Latin runs of the copy the cut renders otherwise. */
interface Check {
  runs: number;
  bytes: number;
  differences: { run: string; wght: number; glyph: number; expected: string | null; difference: string }[];
}

/** Runs the check in Node: it needs harfbuzzjs, an ESM module with top-level await, which jest cannot load. */
function check(...args: string[]): Check {
  const result = spawnSync(process.execPath, ["scripts/latin-font-check.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });
  if (!result.stdout) throw new Error(`scripts/latin-font-check.mjs: ${result.stderr}`);
  return JSON.parse(result.stdout) as Check;
}

describe("the Manrope cut (src/fonts/manrope-subset.woff2)", () => {
  test("draws every Latin character of the copy in every language: else run node scripts/latin-font.mjs", async () => {
    const missing = [...(await usedCharacters())]
      .filter(([character]) => !covered.has(character) && !NOT_IN_MANROPE.has(character) && character.trim())
      .map(([character, file]) => `${character} (U+${character.codePointAt(0)?.toString(16).toUpperCase()}, ${file})`);
    expect(missing).toEqual([]);
  });

  test("draws what visitors type most: ASCII and the marks phone keyboards put for ' \" - ...", () => {
    for (let code = 0x21; code < 0x7f; code += 1) expect(covered).toContain(String.fromCharCode(code));
    for (const mark of "‘’“”–—…") expect(covered).toContain(mark);
  });

  test("keeps every layout feature the copy's Latin renders with, at weights 400 to 800: else run node scripts/latin-font.mjs", () => {
    // Only the features browsers apply by default (and tnum) are kept: every run of the copy,
    // shaped with HarfBuzz, must come out as with every feature kept.
    const report = check();
    expect(report.runs).toBeGreaterThan(1000);
    expect(report.differences).toEqual([]);
  }, 60_000);

  test("makes that check fail when a feature the text needs is dropped", () => {
    const report = check("--without-kerning");
    expect(report.differences.length).toBeGreaterThan(0);
    expect(report.differences[0].difference).toMatch(/advance/);
  }, 60_000);

  test("fits in a new connection's first round trip, with its headers: else every page paints a round trip later", async () => {
    const { FIRST_ROUND_TRIP_BYTES } = await import("../../scripts/fonts/first-round-trip.mjs");
    expect(fs.statSync(path.join(root, "src/fonts/manrope-subset.woff2")).size).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP_BYTES,
    );
  });
});
