// Writes src/fonts/noto-sans-devanagari-subset.woff2: Noto Sans Devanagari (variable weight, from
// @fontsource-variable/noto-sans-devanagari) cut to the glyphs the Hindi content's text shapes
// to, and src/fonts/noto-sans-devanagari-subset.json, the Devanagari characters it maps. Run after
// changing content/hi/ (a jest test names any character the subset lacks, and any word it renders
// otherwise than the full font): `node scripts/devanagari-font.mjs`.
//
// Sizes (WOFF2, weights 400 to 800; the full font, 100 to 900, is 121 KB). Cut to the characters
// with HarfBuzz's layout closure (as subset-font does), it was 51 KB: 476 glyphs, GSUB 54 KB,
// glyf 47 KB, gvar 47 KB, since the closure keeps every conjunct the characters could form. Cut
// to the glyphs that shaping each run of the content's Devanagari passes through (every lookup's
// result: scripts/devanagari-shaping.mjs) with no closure, it is 27 KB: 179 glyphs, GSUB 31 KB,
// glyf 17 KB, gvar 16 KB, GPOS 9 KB (uncompressed table sizes). A static weight was 29 to 31 KB
// with the closure, and would fake bold Devanagari; the axis range barely matters (400 to 700
// was 50 KB with the closure).
import fs from "node:fs";
import path from "node:path";
import { differences, makeSubset, openFont, root, subsetFont } from "./devanagari-shaping.mjs";

const { full, characters, runs, glyphs, woff2 } = await makeSubset();
// The check the jest test makes: every run renders as with the full font, at every weight.
const wrong = differences(full, await openFont(woff2), runs);
if (wrong.length) {
  console.error(JSON.stringify(wrong.slice(0, 10), null, 2));
  throw new Error(`${wrong.length} of ${runs.length} runs render otherwise than with the full font`);
}
fs.writeFileSync(`${subsetFont}.woff2`, woff2);
fs.writeFileSync(`${subsetFont}.json`, `${JSON.stringify({ characters: characters.join("") }, null, 2)}\n`);
console.log(
  `${characters.length} characters, ${runs.length} runs, ${glyphs.size} glyphs, ${woff2.length} bytes: ` +
    `${path.relative(root, subsetFont)}.woff2`,
);
