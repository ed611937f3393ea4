// Writes src/fonts/manrope-subset.woff2: Manrope (variable weight, from
// @fontsource-variable/manrope's Latin file) cut to printable ASCII, the punctuation a visitor or
// editor types most, and every other character of the copy in content/ (both languages) that
// Manrope draws; weights 400 to 800, the ones the CSS uses. And src/fonts/manrope-subset.json, the
// characters it maps. Fontsource's Latin file (U+0000-00FF and more, weights 200 to 800) is 25 KB;
// this one about 16 KB. Run after adding copy with a new character (a jest test names it):
// `node scripts/latin-font.mjs`. A character the cut lacks still shows, in the fallback face.
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { DEVANAGARI_RANGE } from "./devanagari-characters.mjs";
import { contentDirs, contentStrings } from "./fonts/content-strings.mjs";
import { cutFont } from "./fonts/cut-font.mjs";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2");
const out = path.join(root, "src/fonts/manrope-subset");
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
const TYPED = [..."‘’“”–—…•·×©®™°€£é"];

const used = new Set();
for (const dir of contentDirs(root))
  for (const text of contentStrings(dir)) for (const character of text) used.add(character);

const sfnt = await fontverter.convert(fs.readFileSync(source), "truetype");
const font = new hb.Font(new hb.Face(new hb.Blob(sfnt), 0));
const drawn = (/** @type {string} */ character) =>
  font.nominalGlyph(/** @type {number} */ (character.codePointAt(0))) !== undefined;
const wanted = [...new Set([...ASCII, ...TYPED, ...used])]
  .filter((character) => !DEVANAGARI_RANGE.test(character))
  .sort();
const characters = wanted.filter(drawn);
const woff2 = await fontverter.convert(
  Buffer.from(await cutFont(sfnt, { characters, weights: { min: 400, max: 800 } })),
  "woff2",
  "truetype",
);
fs.writeFileSync(`${out}.woff2`, woff2);
fs.writeFileSync(`${out}.json`, `${JSON.stringify({ characters: characters.join("") }, null, 2)}\n`);
const missing = wanted.filter((character) => !drawn(character) && character.trim());
console.log(
  `${characters.length} characters, ${woff2.length} bytes: ${path.relative(root, out)}.woff2` +
    (missing.length ? `; not in Manrope, left to the fallback: ${missing.join(" ")}` : ""),
);
