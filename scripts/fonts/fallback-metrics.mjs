// The metric-matched fallback for Manrope: @font-face rules over a local face (Arial, and its
// metric twin Liberation Sans on Linux) scaled and spaced to take the room Manrope's text takes, so
// the swap when Manrope arrives moves nothing. Computed from the font files themselves:
// `size-adjust` is the ratio of the widths Manrope and the local face give the site's own copy
// (shaped by HarfBuzz at each weight); the ascent, descent and line-gap overrides are Manrope's,
// divided by that size-adjust (the browser scales them by it). Writes src/styles/font-fallback.css.
//
// Usage: node scripts/fonts/fallback-metrics.mjs   (needs Debian's fonts-liberation2, whose
// Liberation Sans has Arial's advance widths; `--check` exits 1 when the committed file differs).
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { contentStrings } from "./content-strings.mjs";
import { root, subsetFont } from "./manrope.mjs";

export const FALLBACK_CSS = path.join(root, "src/styles/font-fallback.css");
/** Where Debian's fonts-liberation2 puts the faces: same advance widths as Arial's, glyph for glyph. */
const LIBERATION = "/usr/share/fonts/truetype/liberation2";

/** The two faces of each fallback family: the regular one for text, the bold one for headings and labels. */
export const FACES = [
  {
    weights: "400 549",
    wght: 400,
    file: "LiberationSans-Regular.ttf",
    local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
  },
  {
    weights: "550 800",
    wght: 700,
    file: "LiberationSans-Bold.ttf",
    local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
  },
];

/** @param {Uint8Array} bytes */
export async function openFont(bytes) {
  const sfnt = await fontverter.convert(Buffer.from(bytes), "truetype");
  const face = new hb.Face(new hb.Blob(sfnt));
  return { face, font: new hb.Font(face) };
}

/** The English copy, as one text: what the fallback stands in for before Manrope arrives. */
export function englishCopy() {
  return [...contentStrings(path.join(root, "content"))].join(" ");
}

/**
 * What Manrope draws on Hindi pages: the Hindi copy without its Devanagari (which the Devanagari
 * face draws), so mostly the spaces between Hindi words, then digits and Latin terms.
 */
export function hindiPagesLatin() {
  const hindi = [...contentStrings(path.join(root, "content/hi"))].join(" ");
  return hindi.replace(/\p{Script=Devanagari}|\u200C|\u200D/gu, "");
}

/** Word spaces: the larger part of Manrope's text on Hindi pages, and far narrower than Arial's. */
const SPACES = "U+0020, U+00A0";
/** Everything else, so that each character has exactly one face of the family. */
const NOT_SPACES = "U+0000-001F, U+0021-009F, U+00A1-10FFFF";

/**
 * The fallback families: one per page language whose Manrope text differs in kind, each face scaled
 * to the text it stands in for (tokens.css names each family in its stack). Hindi pages' family
 * scales its spaces and its Latin words apart: one ratio for both set the spaces right and a Latin
 * word ("PravahPay" in /hi/team/'s heading) a tenth narrower than Manrope draws it, so the heading
 * rewrapped when Manrope swapped in.
 */
export const FAMILIES = [
  { family: "Manrope Fallback", copy: englishCopy },
  { family: "Manrope Fallback Hindi", unicodeRange: SPACES, copy: () => " " },
  {
    family: "Manrope Fallback Hindi",
    unicodeRange: NOT_SPACES,
    copy: () => hindiPagesLatin().replace(/[\u0020\u00A0]/g, ""),
  },
];

/**
 * The advance width of `text` in font units per em, at weight `wght` when the font has that axis.
 * @param {{ face: hb.Face, font: hb.Font }} opened
 * @param {string} text
 * @param {number} wght
 */
export function widthPerEm({ face, font }, text, wght) {
  font.setVariations([new hb.Variation("wght", wght)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0);
  return width / face.upem;
}

/** @param {number} value */
const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * Each face's overrides from Manrope's file and the local face's.
 * @param {{ face: hb.Face, font: hb.Font }} manrope
 * @param {(file: string) => Promise<{ face: hb.Face, font: hb.Font }>} openLocal
 */
export async function fallbackFaces(manrope, openLocal) {
  const extents = manrope.font.hExtents();
  const faces = [];
  for (const { family, unicodeRange, copy } of FAMILIES) {
    const text = copy();
    for (const face of FACES) {
      const sizeAdjust = widthPerEm(manrope, text, face.wght) / widthPerEm(await openLocal(face.file), text, face.wght);
      faces.push({
        ...face,
        family,
        unicodeRange,
        ...verticalOverrides(extents, manrope.face.upem, sizeAdjust),
        sizeAdjust: percent(sizeAdjust),
      });
    }
  }
  return faces;
}

/**
 * Manrope's ascent, descent and line gap for a face scaled by `sizeAdjust`.
 * @param {{ ascender: number, descender: number, lineGap: number }} extents
 * @param {number} upem
 * @param {number} sizeAdjust
 */
export function verticalOverrides(extents, upem, sizeAdjust) {
  return {
    ascent: percent(extents.ascender / upem / sizeAdjust),
    descent: percent(Math.abs(extents.descender) / upem / sizeAdjust),
    lineGap: percent(extents.lineGap / upem / sizeAdjust),
  };
}

/** @param {Awaited<ReturnType<typeof fallbackFaces>>} faces */
export function renderCss(faces) {
  const rules = faces.map((face) =>
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      "  font-style: normal;",
      `  font-weight: ${face.weights};`,
      `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascent};`,
      `  descent-override: ${face.descent};`,
      `  line-gap-override: ${face.lineGap};`,
      ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
      "}",
    ].join("\n"),
  );
  return [
    "/* Written by scripts/fonts/fallback-metrics.mjs from the font files: run it again after a new cut of Manrope or a large change of copy. */",
    ...rules,
    "",
  ].join("\n\n");
}

/** Percentage points a committed value may differ from a computed one. */
export const CHECK_TOLERANCE = 0.5;

/**
 * The descriptors whose committed value differs from the computed one by more than CHECK_TOLERANCE.
 * @param {string} committed
 * @param {string} computed
 */
export function compare(committed, computed) {
  /** @param {string} css @returns {[string, number][]} */
  const values = (css) =>
    [...css.matchAll(/^\s*([a-z-]+): (-?[\d.]+)%;$/gm)].map((match) => [match[1], Number(match[2])]);
  const want = values(computed);
  const have = values(committed);
  if (want.length !== have.length) return [`${have.length} percentages committed, ${want.length} computed`];
  return want
    .map(([name, value], index) => ({ name, value, committed: have[index] }))
    .filter(
      ({ name, value, committed: [haveName, haveValue] }) =>
        haveName !== name || Math.abs(haveValue - value) > CHECK_TOLERANCE,
    )
    .map(
      ({ name, value, committed: [, haveValue] }) => `${name}: committed ${haveValue}%, computed ${value.toFixed(2)}%`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manrope = await openFont(fs.readFileSync(`${subsetFont}.woff2`));
  const faces = await fallbackFaces(manrope, async (file) => {
    const full = path.join(LIBERATION, file);
    if (!fs.existsSync(full)) throw new Error(`${full} is missing: apt-get install fonts-liberation2`);
    return openFont(fs.readFileSync(full));
  });
  const css = renderCss(faces);
  if (process.argv.includes("--check")) {
    // __tests__/unit/font-fallback.test.ts: the committed rules must be what the files give today,
    // within CHECK_TOLERANCE (a copy edit moves the widths' ratio a little, not the fallback's fit).
    const differences = compare(fs.readFileSync(FALLBACK_CSS, "utf8"), css);
    console.log(JSON.stringify({ differences, faces }, null, 2));
    process.exitCode = differences.length ? 1 : 0;
  } else {
    fs.writeFileSync(FALLBACK_CSS, css);
    console.log(`wrote ${path.relative(root, FALLBACK_CSS)}`);
  }
}
