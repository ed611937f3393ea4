// Manrope cut to the site's Latin: the characters the copy and visitors use, the weights the CSS
// uses, and the layout features a browser applies to Latin text. Used by scripts/latin-font.mjs,
// which writes src/fonts/manrope-subset.woff2, and scripts/latin-font-check.mjs, which a jest test
// runs. Node only: harfbuzzjs is ESM with top-level await.
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { DEVANAGARI_RANGE } from "../devanagari-characters.mjs";
import { contentDirs, contentStrings } from "./content-strings.mjs";
import { cutFont } from "./cut-font.mjs";

export const root = path.resolve(import.meta.dirname, "../..");
/** Fontsource's Latin file: weights 200 to 800, U+0000-00FF and more. */
export const sourceFont = path.join(
  root,
  "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);
/** The cut, without extension: `.woff2` is the font, `.json` the characters it maps. */
export const subsetFont = path.join(root, "src/fonts/manrope-subset");
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
/**
 * What a phone keyboard puts in a form for ' " - ... and the © of the footer, beside ASCII. Marks
 * the copy does not use (® ™ ° € £ • ×) are left to the fallback face: with them the cut no longer
 * fitted in a new connection's first round trip (scripts/fonts/first-round-trip.mjs).
 */
const TYPED = [..."‘’“”–—…©é"];
/**
 * Tables browsers do without: HVAR (advance widths per weight), which they read from gvar's
 * phantom points instead; about 200 bytes.
 */
const DROPPED_TABLES = ["HVAR"];
/**
 * The layout features kept: those HarfBuzz, and so Chrome, Firefox and Android, apply to Latin
 * text unless told otherwise, and `tnum`, which the CSS turns on (font-variant-numeric). The
 * others (fractions, superiors, stylistic sets) only add glyphs no page shows: 1.7 KB of 16.5.
 */
export const LATIN_FEATURES = [
  ...["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"],
  ...["rvrn", "tnum"],
];

/** One or more characters of DEVANAGARI_RANGE, which the Devanagari face draws. */
const DEVANAGARI_CHARACTERS = new RegExp(`(?:${DEVANAGARI_RANGE.source.slice(1, -1)})+`, "u");

/** Every run of the copy (both languages) between Devanagari characters: the text Manrope draws. */
export function latinRuns() {
  const runs = new Set();
  for (const dir of contentDirs(root)) {
    for (const text of contentStrings(dir)) {
      for (const run of text.split(DEVANAGARI_CHARACTERS)) if (run.trim()) runs.add(run);
    }
  }
  return [...runs];
}

/**
 * The cut, as WOFF2, with the characters it maps and those Manrope has no glyph for.
 * @param {{ features?: string[] | "all" }} [options] other layout features than LATIN_FEATURES;
 * "all" keeps every one, and every table, as the cut did before: the reference it is checked on
 */
export async function makeLatinCut({ features = LATIN_FEATURES } = {}) {
  const full = await fontverter.convert(fs.readFileSync(sourceFont), "truetype");
  const font = new hb.Font(new hb.Face(new hb.Blob(full), 0));
  const drawn = (/** @type {string} */ character) =>
    font.nominalGlyph(/** @type {number} */ (character.codePointAt(0))) !== undefined;
  const used = new Set(latinRuns().flatMap((run) => [...run]));
  const wanted = [...new Set([...ASCII, ...TYPED, ...used])].filter((c) => !DEVANAGARI_RANGE.test(c)).sort();
  const characters = wanted.filter(drawn);
  const woff2 = await fontverter.convert(
    Buffer.from(
      await cutFont(full, {
        characters,
        weights: { min: 400, max: 800 },
        features: features === "all" ? undefined : features,
        dropTables: features === "all" ? [] : DROPPED_TABLES,
      }),
    ),
    "woff2",
    "truetype",
  );
  const missing = wanted.filter((character) => !drawn(character) && character.trim());
  return { woff2, characters, missing };
}
