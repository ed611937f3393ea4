import { contentStrings } from "./fonts/content-strings.mjs";

/**
 * The characters the Devanagari font face is for (its unicode-range in src/styles/fonts.css):
 * Devanagari, Vedic extensions, Devanagari Extended, the joiners that shape conjuncts, the
 * dotted circle shaping falls back to, and the rupee sign.
 */
export const DEVANAGARI_RANGE = /^(?:[\u0900-\u097F]|[\u1CD0-\u1CFF]|[\uA8E0-\uA8FF]|\u200C|\u200D|\u25CC|\u20B9)$/u;

/**
 * The distinct Devanagari-range characters of every content file in `dir` (content/hi), sorted,
 * plus the joiners and the dotted circle, which shaping may need though no text spells them.
 * @param {string} dir
 * @returns {string[]}
 */
export function devanagariCharacters(dir) {
  const found = new Set(["\u200C", "\u200D", "\u25CC"]);
  for (const text of contentStrings(dir)) {
    for (const character of text) if (DEVANAGARI_RANGE.test(character)) found.add(character);
  }
  return [...found].sort();
}

/**
 * The distinct runs of Devanagari-range characters in every content file in `dir`, sorted: the
 * text the Devanagari face shapes. Every other character (space, Latin, digits, punctuation) is
 * outside its unicode-range and drawn by Manrope, so the face gets each run on its own.
 * @param {string} dir
 * @returns {string[]}
 */
export function devanagariRuns(dir) {
  const found = new Set();
  for (const text of contentStrings(dir)) {
    let run = "";
    for (const character of text) {
      if (DEVANAGARI_RANGE.test(character)) run += character;
      else {
        if (run) found.add(run);
        run = "";
      }
    }
    if (run) found.add(run);
  }
  return [...found].sort();
}
