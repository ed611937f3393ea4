// Hindi text through HarfBuzz (harfbuzzjs: the shaper of Chrome, Firefox and Android, and its
// subsetter): which glyphs shaping the content's Devanagari passes through, a font cut to exactly
// those glyphs, and a comparison of how two fonts render that text. Used by
// scripts/devanagari-font.mjs, which makes src/fonts/noto-sans-devanagari-subset.woff2, and
// scripts/devanagari-font-check.mjs, which a jest test runs. Node only: harfbuzzjs is ESM with
// top-level await.
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { devanagariCharacters, devanagariRuns } from "./devanagari-characters.mjs";
import { cutFont } from "./fonts/cut-font.mjs";

export const root = path.resolve(import.meta.dirname, "..");
export const contentDir = path.join(root, "content/hi");
/** The full font: Noto Sans Devanagari, variable weight 100 to 900. */
export const sourceFont = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
/** The cut font, without extension: `.woff2` is the font, `.json` the Devanagari characters it maps. */
export const subsetFont = path.join(root, "src/fonts/noto-sans-devanagari-subset");
/** The weights the site's CSS uses, 400 (text) to 800 (the heaviest heading). */
export const WEIGHT_RANGE = { min: 400, max: 800 };
/** The weights the comparison renders at: both ends of the range and between. */
export const WEIGHTS = [400, 500, 600, 700, 800];
/** The font's default weight, which the cut keeps (the weight HarfBuzz shapes at unless told). */
const DEFAULT_WEIGHT = 400;

/**
 * The ways a browser can shape a run of the face's characters on a lang="hi" page: as Devanagari;
 * a run with no Devanagari letter (a danda, a joiner) takes its script from the text before it,
 * which may as well be Latin (Manrope draws the Latin; this face only its own characters).
 * @param {string} run
 * @returns {string[]} ISO 15924 scripts
 */
function scriptsFor(run) {
  return /\p{Script=Devanagari}/u.test(run) ? ["Deva"] : ["Deva", "Latn"];
}

/**
 * A HarfBuzz buffer holding `run` as a browser would pass it for a lang="hi" page.
 * @param {string} run
 * @param {string} script
 */
function bufferFor(run, script) {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript(script);
  buffer.setLanguage("hi");
  // The run is the whole text the face is given, as a word between Manrope's spaces is.
  buffer.setFlags(hb.BufferFlag.BOT | hb.BufferFlag.EOT);
  return buffer;
}

/**
 * A HarfBuzz font for a font file's bytes (WOFF2 or TrueType).
 * @param {Uint8Array} bytes
 */
export async function openFont(bytes) {
  const sfnt = await fontverter.convert(Buffer.from(bytes), "truetype");
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)));
}

/**
 * Every glyph shaping `run` passes through, from the characters' own glyphs through every lookup's
 * result to the final glyphs: what a subset must keep for the run to shape as in `font`.
 * @param {hb.Font} font
 * @param {string} run
 * @returns {Set<number>}
 */
export function tracedGlyphs(font, run) {
  const glyphs = new Set();
  // At each weight, if the font's GSUB may swap lookups by weight (FeatureVariations).
  for (const wght of hasFeatureVariations(font) ? WEIGHTS : [DEFAULT_WEIGHT]) {
    font.setVariations([new hb.Variation("wght", wght)]);
    for (const script of scriptsFor(run)) {
      const buffer = bufferFor(run, script);
      // HarfBuzz messages before and after every lookup (what hb.shapeWithTrace records).
      buffer.setMessageFunc((traced) => {
        if (traced.getContentType() === hb.BufferContentType.GLYPHS) {
          for (const glyph of traced.getGlyphInfos()) glyphs.add(glyph.codepoint);
        }
        return true;
      });
      hb.shape(font, buffer);
      for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
    }
  }
  return glyphs;
}

/**
 * Whether the font's GSUB has FeatureVariations (version 1.1 with a non-zero offset to them).
 * @param {hb.Font} font
 */
function hasFeatureVariations(font) {
  const gsub = font.face.referenceTable("GSUB");
  if (!gsub || gsub.length < 14) return false;
  const view = new DataView(gsub.buffer, gsub.byteOffset, gsub.byteLength);
  return view.getUint16(2) >= 1 && view.getUint32(10) !== 0;
}

/** @type {WeakMap<hb.Font, Map<string, { commands: string, values: number[] }>>} */
const outlineCache = new WeakMap();

/**
 * A glyph's outline at the font's current weight: its drawing commands and their coordinates.
 * @param {hb.Font} font
 * @param {number} glyph
 * @param {number} wght
 */
function outline(font, glyph, wght) {
  if (!outlineCache.has(font)) outlineCache.set(font, new Map());
  const cache = /** @type {Map<string, { commands: string, values: number[] }>} */ (outlineCache.get(font));
  const key = `${wght} ${glyph}`;
  let drawn = cache.get(key);
  if (!drawn) {
    const path = font.glyphToJson(glyph);
    drawn = {
      commands: path.map((command) => command.type).join(""),
      values: path.flatMap((command) => command.values),
    };
    cache.set(key, drawn);
  }
  return drawn;
}

/**
 * How `font` renders `run` at weight `wght`: per glyph, its cluster, advance, offset and outline
 * (and id: ids differ between a font and its subset; what the glyphs draw, and where, must not).
 * @param {hb.Font} font
 * @param {string} run
 * @param {number} wght
 */
export function rendering(font, run, wght) {
  font.setVariations([new hb.Variation("wght", wght)]);
  const rendered = [];
  for (const script of scriptsFor(run)) {
    const buffer = bufferFor(run, script);
    hb.shape(font, buffer);
    for (const {
      codepoint,
      cluster,
      xAdvance = 0,
      yAdvance = 0,
      xOffset = 0,
      yOffset = 0,
    } of buffer.getGlyphInfosAndPositions()) {
      rendered.push({
        id: codepoint,
        script,
        cluster,
        position: [xAdvance, yAdvance, xOffset, yOffset],
        outline: outline(font, codepoint, wght),
      });
    }
  }
  return rendered;
}

/**
 * How far a subset's glyphs may stray from the full font's at weight `wght`, in font units (1/1000
 * em): none at 400, the axis default; limiting the axis to 400..800 re-expresses every delta for
 * the narrower axis, which moves coordinates by up to about 1 unit at other weights (as it did in
 * the closure-cut subset before this one), and advances by 1.
 * @param {number} wght
 */
export function tolerance(wght) {
  return wght === DEFAULT_WEIGHT ? 0 : 2;
}

/**
 * Why glyph `b` does not render as `a`, or "" if it does (within `tolerance` font units).
 * @param {ReturnType<typeof rendering>[number] | undefined} a
 * @param {ReturnType<typeof rendering>[number] | undefined} b
 * @param {number} tolerance
 */
function mismatch(a, b, tolerance) {
  if (!a || !b) return a ? "a glyph too few" : "a glyph too many";
  if (a.script !== b.script || a.cluster !== b.cluster) return `cluster ${b.cluster} instead of ${a.cluster}`;
  const far = (/** @type {number[]} */ x, /** @type {number[]} */ y) =>
    x.some((v, i) => Math.abs(v - y[i]) > tolerance);
  if (far(a.position, b.position)) return `advance and offset ${b.position} instead of ${a.position}`;
  if (a.outline.commands !== b.outline.commands || far(a.outline.values, b.outline.values)) return "another outline";
  return "";
}

/**
 * The glyphs of `font` that rendering every run needs: .notdef, the space (HarfBuzz draws a joiner
 * with it), the mapped characters' glyphs and every glyph of every run's shaping trace.
 * @param {hb.Font} font
 * @param {Iterable<string>} characters
 * @param {Iterable<string>} runs
 * @returns {Set<number>}
 */
export function neededGlyphs(font, characters, runs) {
  const glyphs = new Set([0]);
  for (const character of [" ", ...characters]) {
    const glyph = font.nominalGlyph(/** @type {number} */ (character.codePointAt(0)));
    if (glyph !== undefined) glyphs.add(glyph);
  }
  for (const run of runs) for (const glyph of tracedGlyphs(font, run)) glyphs.add(glyph);
  return glyphs;
}

/**
 * The full font, the content's characters and runs, and the cut font made from them (WOFF2).
 * @param {{ without?: number }} [options] `without`: a glyph to leave out although it is needed
 *   (how the check shows it notices a missing glyph)
 */
export async function makeSubset({ without } = {}) {
  const sfnt = await fontverter.convert(fs.readFileSync(sourceFont), "truetype");
  const full = await openFont(sfnt);
  const characters = devanagariCharacters(contentDir);
  const runs = devanagariRuns(contentDir);
  const glyphs = neededGlyphs(full, characters, runs);
  if (without !== undefined) glyphs.delete(without);
  const woff2 = await fontverter.convert(
    Buffer.from(await cutFont(sfnt, { characters, weights: WEIGHT_RANGE, glyphs })),
    "woff2",
    "truetype",
  );
  return { full, characters, runs, glyphs, woff2 };
}

/**
 * The runs `subset` renders otherwise than `full` at any of WEIGHTS, each with its first difference:
 * which glyph of the run, the full font's name for it, and what differs.
 * @param {hb.Font} full
 * @param {hb.Font} subset
 * @param {Iterable<string>} runs
 * @returns {{ run: string, wght: number, glyph: number, expected: string | null, difference: string }[]}
 */
export function differences(full, subset, runs) {
  const found = [];
  for (const run of runs) {
    for (const wght of WEIGHTS) {
      const expected = rendering(full, run, wght);
      const actual = rendering(subset, run, wght);
      const at = Math.max(expected.length, actual.length);
      const why = (/** @type {number} */ i) => mismatch(expected[i], actual[i], tolerance(wght));
      const glyph = [...Array(at).keys()].find(why);
      if (glyph !== undefined) {
        const name = expected[glyph] ? full.glyphName(expected[glyph].id) : null;
        found.push({ run, wght, glyph, expected: name, difference: why(glyph) });
        break;
      }
    }
  }
  return found;
}
