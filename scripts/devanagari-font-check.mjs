// Checks src/fonts/noto-sans-devanagari-subset.woff2 against the full font: every run of the Hindi
// content's Devanagari must shape to the same glyphs (outline, advance, offset, cluster) at every
// weight of scripts/devanagari-shaping.mjs's WEIGHTS. Prints a JSON report; exits 1 on a difference.
// __tests__/unit/devanagari-font.test.ts runs it (jest cannot load harfbuzzjs, an ESM module with
// top-level await).
//
// `--without-needed-glyph`: checks instead a fresh cut that lacks one glyph the text needs (the
// glyph a lookup makes that most runs end up with), to show the check notices a missing glyph.
import fs from "node:fs";
import { devanagariRuns } from "./devanagari-characters.mjs";
import {
  contentDir,
  differences,
  makeSubset,
  openFont,
  rendering,
  sourceFont,
  subsetFont,
} from "./devanagari-shaping.mjs";

const runs = devanagariRuns(contentDir);
let full = await openFont(fs.readFileSync(sourceFont));
/** @type {Uint8Array} */
let bytes = fs.readFileSync(`${subsetFont}.woff2`);
let without;
if (process.argv.includes("--without-needed-glyph")) {
  // The glyph most runs render with that is no character's own glyph: a lookup made it.
  const mapped = new Set([0]);
  for (let code = 0; code <= 0xffff; code++) mapped.add(full.nominalGlyph(code) ?? 0);
  const uses = new Map();
  for (const run of runs) {
    for (const glyph of new Set(rendering(full, run, 400).map((g) => g.id))) {
      if (!mapped.has(glyph)) uses.set(glyph, (uses.get(glyph) ?? 0) + 1);
    }
  }
  without = [...uses].sort((a, b) => b[1] - a[1])[0][0];
  ({ full, woff2: bytes } = await makeSubset({ without }));
}
const found = differences(full, await openFont(bytes), runs);
const report = {
  runs: runs.length,
  bytes: bytes.length,
  without: without && full.glyphName(without),
  differences: found,
};
console.log(JSON.stringify(report, null, 2));
process.exitCode = found.length ? 1 : 0;
