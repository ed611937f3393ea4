import fs from "node:fs";
import path from "node:path";

/**
 * The characters the Devanagari font face is for (its unicode-range in src/styles/fonts.css):
 * Devanagari, Vedic extensions, Devanagari Extended, the joiners that shape conjuncts, the
 * dotted circle shaping falls back to, and the rupee sign.
 */
export const DEVANAGARI_RANGE = /^(?:[\u0900-\u097F]|[\u1CD0-\u1CFF]|[\uA8E0-\uA8FF]|\u200C|\u200D|\u25CC|\u20B9)$/u;

/**
 * Every string value of a JSON document, however deep.
 * @param {unknown} value
 * @returns {Generator<string>}
 */
function* strings(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

/**
 * The distinct Devanagari-range characters of every content file in `dir` (content/hi), sorted,
 * plus the joiners and the dotted circle, which shaping may need though no text spells them.
 * @param {string} dir
 * @returns {string[]}
 */
export function devanagariCharacters(dir) {
  const found = new Set(["\u200C", "\u200D", "\u25CC"]);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    for (const text of strings(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")))) {
      for (const character of text) if (DEVANAGARI_RANGE.test(character)) found.add(character);
    }
  }
  return [...found].sort();
}
