// Writes src/fonts/manrope-subset.woff2: Manrope (variable weight, from
// @fontsource-variable/manrope's Latin file) cut to printable ASCII, the marks a phone keyboard
// types, and every other character of the copy in content/ (both languages) that Manrope draws;
// weights 400 to 800, the ones the CSS uses; the layout features browsers apply
// (scripts/fonts/manrope.mjs). And src/fonts/manrope-subset.json, the characters it maps.
// Fontsource's Latin file (U+0000-00FF and more, weights 200 to 800) is 25 KB; this one under
// 14 KB, so that it arrives in one round trip (scripts/fonts/first-round-trip.mjs). Run after
// adding copy with a new character (a jest test names it): `node scripts/latin-font.mjs`. A
// character the cut lacks still shows, in the fallback face.
import fs from "node:fs";
import path from "node:path";
import { differences, openFont } from "./devanagari-shaping.mjs";
import { latinRuns, makeLatinCut, root, subsetFont } from "./fonts/manrope.mjs";

const { woff2, characters, missing } = await makeLatinCut();
// The check the jest test makes: every run of the copy renders as with every layout feature kept.
const reference = await openFont((await makeLatinCut({ features: "all" })).woff2);
const wrong = differences(reference, await openFont(woff2), latinRuns());
if (wrong.length) {
  console.error(JSON.stringify(wrong.slice(0, 10), null, 2));
  throw new Error(`${wrong.length} runs render otherwise than with every layout feature kept`);
}
fs.writeFileSync(`${subsetFont}.woff2`, woff2);
fs.writeFileSync(`${subsetFont}.json`, `${JSON.stringify({ characters: characters.join("") }, null, 2)}\n`);
console.log(
  `${characters.length} characters, ${woff2.length} bytes: ${path.relative(root, subsetFont)}.woff2` +
    (missing.length ? `; not in Manrope, left to the fallback: ${missing.join(" ")}` : ""),
);
