// Hindi labels as glyph outlines. resvg lays Devanagari out without its reordering and
// conjuncts (scripts/media/README.md), so a label with Devanagari in it is shaped here with
// HarfBuzz (harfbuzzjs): Devanagari runs in Noto Sans Devanagari (the face the site's Hindi pages
// use), everything else in the label (spaces, Latin, digits, ₹) in Inter, and drawn as one SVG
// path. Deterministic: the same label, size and weight give the same path.
import fs from "node:fs";
import path from "node:path";

type HarfBuzz = typeof import("harfbuzzjs");
type Font = InstanceType<HarfBuzz["Font"]>;

/** A run of Devanagari: its letters, signs, joiners and dandas (a space belongs to Inter). */
const DEVANAGARI_RUN = /[\p{Script_Extensions=Devanagari}\u200c\u200d]+/gu;
/** Whether a label needs this shaper: it has at least one Devanagari letter. */
export const hasDevanagari = (value: string) => /\p{Script=Devanagari}/u.test(value);

/** The variable Noto Sans Devanagari the site serves (subset of it), 100 to 900. */
const DEVANAGARI_FONT =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";
/** Inter's static cuts, by weight, as videos.ts gives resvg for the English labels. */
const INTER = {
  400: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
  500: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
  600: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
  700: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
  800: "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
} as const;
type Weight = keyof typeof INTER;

interface Shaper {
  hb: HarfBuzz;
  devanagari: Font;
  latin: Map<Weight, Font>;
}

let shaper: Shaper | undefined;

/**
 * Loads HarfBuzz and the fonts. harfbuzzjs is an ES module with top-level await, so it is
 * imported here, once, before any frame is drawn (videos.ts and the label check call this).
 */
export async function loadShaper() {
  if (shaper) return;
  const hb = await import("harfbuzzjs");
  const fontverter = (await import("fontverter")).default;
  const open = (bytes: Buffer) => new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const woff2 = fs.readFileSync(path.join(process.cwd(), DEVANAGARI_FONT));
  const devanagari = open(Buffer.from(await fontverter.convert(woff2, "truetype")));
  const latin = new Map<Weight, Font>();
  for (const [weight, file] of Object.entries(INTER)) latin.set(Number(weight) as Weight, open(fs.readFileSync(file)));
  shaper = { hb, devanagari, latin };
}

/** A label's runs, each with the script HarfBuzz shapes it as. */
function runs(value: string) {
  const found: { text: string; devanagari: boolean }[] = [];
  let at = 0;
  for (const match of value.matchAll(DEVANAGARI_RUN)) {
    if (match.index > at) found.push({ text: value.slice(at, match.index), devanagari: false });
    found.push({ text: match[0], devanagari: true });
    at = match.index + match[0].length;
  }
  if (at < value.length) found.push({ text: value.slice(at), devanagari: false });
  return found;
}

/** HarfBuzz's glyphs and positions for one run, in font units. */
function shapeRun({ hb }: Shaper, font: Font, run: { text: string; devanagari: boolean }) {
  const buffer = new hb.Buffer();
  buffer.addText(run.text);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript(run.devanagari ? "Deva" : "Latn");
  buffer.setLanguage(run.devanagari ? "hi" : "en");
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * `value` shaped at `size` px and `weight`: its advance width and its outline as path data, with
 * the pen starting at (0, 0) on the baseline (SVG's y down).
 */
export function shape(value: string, size: number, weight: number) {
  if (!shaper) throw new Error("shaped-text: call loadShaper() before drawing a Devanagari label");
  const { hb, devanagari, latin } = shaper;
  const cut = (Object.keys(INTER).map(Number) as Weight[]).reduce((best, w) =>
    Math.abs(w - weight) < Math.abs(best - weight) ? w : best,
  );
  let pen = 0;
  const d: string[] = [];
  for (const run of runs(value)) {
    const font = run.devanagari ? devanagari : (latin.get(cut) as Font);
    if (run.devanagari) font.setVariations([new hb.Variation("wght", weight)]);
    const scale = size / font.face.upem;
    for (const glyph of shapeRun(shaper, font, run)) {
      const x = pen + (glyph.xOffset ?? 0) * scale;
      const y = -(glyph.yOffset ?? 0) * scale;
      for (const command of font.glyphToJson(glyph.codepoint)) {
        const points: number[] = [];
        for (let i = 0; i < command.values.length; i += 2)
          points.push(round(x + command.values[i] * scale), round(y - command.values[i + 1] * scale));
        d.push(command.type + points.join(" "));
      }
      pen += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { width: pen, d: d.join("") };
}

/**
 * How HarfBuzz shaped the Devanagari of `value` (at 400): the glyphs in drawing order, with their
 * offsets, beside each character's own glyph from the font's character map. Reordered vowel signs
 * and conjuncts make the two differ; a layout without shaping would draw the second.
 */
export function glyphs(value: string) {
  if (!shaper) throw new Error("shaped-text: call loadShaper() before shaping");
  const { hb, devanagari } = shaper;
  devanagari.setVariations([new hb.Variation("wght", 400)]);
  const shaped: { glyph: number; dx: number; dy: number }[] = [];
  const nominal: number[] = [];
  for (const run of runs(value).filter((r) => r.devanagari)) {
    for (const glyph of shapeRun(shaper, devanagari, run))
      shaped.push({ glyph: glyph.codepoint, dx: glyph.xOffset ?? 0, dy: glyph.yOffset ?? 0 });
    for (const character of run.text) nominal.push(devanagari.nominalGlyph(character.codePointAt(0) as number) ?? 0);
  }
  return { shaped, nominal };
}
