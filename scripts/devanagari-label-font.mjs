// Writes src/styles/devanagari-labels.css: a face for the Devanagari that English pages show (the
// language switcher's हिन्दी, from content/languages.json), Noto Sans Devanagari cut to the glyphs
// those labels shape to and written into the stylesheet as a data: URL. An English page never
// downloads the Hindi pages' face (src/fonts/noto-sans-devanagari-subset.woff2), and a face it had
// to fetch would leave the label invisible while it loaded and in boxes on a device without a
// Devanagari font if it came late; a data: URL is there with the stylesheet. Run after changing a
// language's label: `node scripts/devanagari-label-font.mjs` (a jest test says when).
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { DEVANAGARI_RANGE } from "./devanagari-characters.mjs";
import { WEIGHT_RANGE, neededGlyphs, openFont, root, sourceFont } from "./devanagari-shaping.mjs";
import { cutFont } from "./fonts/cut-font.mjs";

export const labelStylesheet = path.join(root, "src/styles/devanagari-labels.css");

/**
 * The languages' labels that are written in Devanagari (the face's text), in content/languages.json's order.
 * @returns {string[]}
 */
export function devanagariLabels() {
  /** @type {{ label: string }[]} */
  const languages = JSON.parse(fs.readFileSync(path.join(root, "content/languages.json"), "utf8"));
  return languages
    .map((language) => language.label)
    .filter((label) => [...label].some((c) => DEVANAGARI_RANGE.test(c)));
}

/**
 * The stylesheet for `labels`: one @font-face whose unicode-range is exactly their characters.
 * @param {string[]} labels
 */
export async function labelFontCss(labels) {
  const characters = [...new Set(labels.join(""))].filter((c) => DEVANAGARI_RANGE.test(c)).sort();
  const sfnt = await fontverter.convert(fs.readFileSync(sourceFont), "truetype");
  const glyphs = neededGlyphs(await openFont(sfnt), characters, labels);
  const woff2 = await fontverter.convert(
    Buffer.from(await cutFont(sfnt, { characters, weights: WEIGHT_RANGE, glyphs })),
    "woff2",
    "truetype",
  );
  const range = characters
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
    .join(", ");
  return `/*
 * Written by scripts/devanagari-label-font.mjs from content/languages.json's labels (${labels.join(", ")}):
 * do not edit. Noto Sans Devanagari cut to their glyphs (${woff2.length} bytes), for [lang|="hi"] text on
 * pages in another language (tokens.css). \`block\` costs nothing: a data: URL is loaded with the stylesheet.
 */
@font-face {
  font-family: "Noto Sans Devanagari Labels";
  font-style: normal;
  font-display: block;
  font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};
  src: url("data:font/woff2;base64,${woff2.toString("base64")}")
    format("woff2-variations");
  unicode-range: ${range};
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const labels = devanagariLabels();
  fs.writeFileSync(labelStylesheet, await labelFontCss(labels));
  console.log(`${labels.join(", ")}: ${path.relative(root, labelStylesheet)}`);
}
