/** @jest-environment node */
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

describe("the Manrope cut (src/fonts/manrope-subset.woff2)", () => {
  test("draws every Latin character of the copy in every language: else run node scripts/latin-font.mjs", async () => {
    const missing = [...(await usedCharacters())]
      .filter(([character]) => !covered.has(character) && !NOT_IN_MANROPE.has(character) && character.trim())
      .map(([character, file]) => `${character} (U+${character.codePointAt(0)?.toString(16).toUpperCase()}, ${file})`);
    expect(missing).toEqual([]);
  });

  test("draws what visitors type most: ASCII and the common typographic marks", () => {
    for (let code = 0x21; code < 0x7f; code += 1) expect(covered).toContain(String.fromCharCode(code));
    for (const mark of "‘’“”–—…•·×") expect(covered).toContain(mark);
  });

  test("stays well under Fontsource's whole Latin file (25 KB)", () => {
    expect(fs.statSync(path.join(root, "src/fonts/manrope-subset.woff2")).size).toBeLessThan(20_000);
  });
});
