/** @jest-environment node */
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

  it("stays within the issue's budget of about 40 KB (51 KB for weights 400 to 800)", () => {
    expect(fs.statSync(path.join(root, "src/fonts/noto-sans-devanagari-subset.woff2")).size).toBeLessThan(55_000);
  });
});
