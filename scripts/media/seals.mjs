// The certification seals of the proof row (content/proof.json): one generic seal per standard,
// drawn in the site's palette with the standard's name, never a copy of a certification body's
// or scheme owner's mark. Text is converted to paths here, as for the wordmarks, so the site needs
// no font to show them.
import { Resvg } from "@resvg/resvg-js";
import { FONT_FILES } from "./lib/fonts.mjs";
import { compactOutlines } from "./lib/outlines.mjs";
import { writeFile } from "./lib/raster.mjs";
import { accent, ink, raised, text } from "./lib/palette.mjs";

/** Every seal shares one square canvas, so the site gives each the same box and nothing shifts. */
export const SEAL = 120;
const CENTRE = SEAL / 2;
const INTER = "Inter";

/**
 * Each standard's short name, one word a line. The proof band shows a seal at a thumbnail's size
 * beside the certification's full name, scope, auditor and date, so the seal carries only what
 * reads at that size: the short name, large; never a ring of small type no one can read there.
 */
const SEALS = {
  "pci-dss": ["PCI", "DSS"],
  "soc-2": ["SOC 2"],
  "iso-27001": ["ISO", "27001"],
  "rbi-data-storage": ["RBI"],
};

/**
 * A rosette's edge: `points` teeth between two radii, as one path.
 * @param {number} points
 * @param {number} outer
 * @param {number} inner
 */
function rosette(points, outer, inner) {
  const corners = [];
  for (let index = 0; index < points * 2; index += 1) {
    const angle = (Math.PI * index) / points - Math.PI / 2;
    const radius = index % 2 ? inner : outer;
    corners.push(`${(CENTRE + radius * Math.cos(angle)).toFixed(2)} ${(CENTRE + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${corners.join("L")}Z`;
}

/** @param {string[]} words */
function sealSvg(words) {
  const longest = Math.max(...words.map((word) => word.length));
  const size = longest > 3 ? 25 : 31;
  const leading = size * 1.02;
  // The lines' block centred on the disc: a capital's height is about 0.73 of Inter's em.
  const firstBaseline = CENTRE - ((words.length - 1) * leading) / 2 + size * 0.365;
  const lines = words
    .map(
      (word, index) =>
        `<text x="${CENTRE}" y="${(firstBaseline + index * leading).toFixed(1)}" text-anchor="middle" font-family="${INTER}" font-size="${size}" font-weight="800" letter-spacing="-0.5" fill="${text}">${word}</text>`,
    )
    .join("");
  const drawing = `
    <path d="${rosette(30, 59.5, 55.5)}" fill="${accent}"/>
    <circle cx="${CENTRE}" cy="${CENTRE}" r="52" fill="${ink}" stroke="${raised}" stroke-width="4"/>
    <circle cx="${CENTRE}" cy="${CENTRE}" r="45" fill="none" stroke="${accent}" stroke-width="1.5"/>
    ${lines}`;
  const draft = `<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL}" height="${SEAL}" viewBox="0 0 ${SEAL} ${SEAL}">${drawing}</svg>`;
  const outlined = new Resvg(draft, { font: { loadSystemFonts: false, fontFiles: FONT_FILES } }).toString();
  return `${compactOutlines(outlined)}\n`;
}

export function generateSeals() {
  for (const [name, words] of Object.entries(SEALS)) writeFile(`content/images/seals/${name}.svg`, sealSvg(words));
}
