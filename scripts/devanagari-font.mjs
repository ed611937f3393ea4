// Writes src/fonts/noto-sans-devanagari-subset.woff2: Noto Sans Devanagari (variable weight, from
// @fontsource-variable/noto-sans-devanagari) cut to the Devanagari characters the Hindi content
// uses, and src/fonts/noto-sans-devanagari-subset.json, the characters it covers. The full file
// is 121 KB; this one about 51 KB. Run after changing content/hi/ (a jest test names any
// character the subset lacks): `node scripts/devanagari-font.mjs`.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { devanagariCharacters } from "./devanagari-characters.mjs";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
const out = path.join(root, "src/fonts/noto-sans-devanagari-subset");

const characters = devanagariCharacters(path.join(root, "content/hi"));
// The weights the site's CSS uses, 400 (text) to 800 (the heaviest heading): the full axis (100 to
// 900) costs 72 KB, this range 51 KB, one fixed weight 31 KB but bold Devanagari would be faked.
const subset = await subsetFont(fs.readFileSync(source), characters.join(""), {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 800 } },
});
fs.writeFileSync(`${out}.woff2`, subset);
fs.writeFileSync(`${out}.json`, `${JSON.stringify({ characters: characters.join("") }, null, 2)}\n`);
console.log(`${characters.length} characters, ${subset.length} bytes: ${path.relative(root, out)}.woff2`);
