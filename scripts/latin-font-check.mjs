// Checks src/fonts/manrope-subset.woff2 against the same cut with every layout feature kept (the
// cut as it was before it kept only those browsers apply): every Latin run of the copy (both
// languages) must shape to the same glyphs (outline, advance, offset, cluster) at weights 400 to
// 800. Prints a JSON report; exits 1 on a difference. __tests__/unit/latin-font.test.ts
// runs it (jest cannot load harfbuzzjs, an ESM module with top-level await).
//
// `--without-kerning`: checks instead a fresh cut without the `kern` feature, to show the check
// notices a layout feature the text needs.
import fs from "node:fs";
import { differences, openFont } from "./devanagari-shaping.mjs";
import { LATIN_FEATURES, latinRuns, makeLatinCut, subsetFont } from "./fonts/manrope.mjs";

const withoutKerning = process.argv.includes("--without-kerning");
const bytes = withoutKerning
  ? (await makeLatinCut({ features: LATIN_FEATURES.filter((feature) => feature !== "kern") })).woff2
  : fs.readFileSync(`${subsetFont}.woff2`);
const runs = latinRuns();
const reference = await openFont((await makeLatinCut({ features: "all" })).woff2);
const found = differences(reference, await openFont(bytes), runs);
console.log(JSON.stringify({ runs: runs.length, bytes: bytes.length, differences: found }, null, 2));
process.exitCode = found.length ? 1 : 0;
