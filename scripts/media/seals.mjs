// The certification seals of the proof row (content/proof.json): one generic seal per standard,
// drawn in the site's palette with the standard's name, never a copy of a certification body's
// or scheme owner's mark. Text is converted to paths here, as for the wordmarks, so the site needs
// no font to show them.
import { Resvg } from "@resvg/resvg-js";
import { FONT_FILES } from "./lib/fonts.mjs";
import { compactOutlines } from "./lib/outlines.mjs";
import { writeFile } from "./lib/raster.mjs";
import { accent, ink, muted, raised, text } from "./lib/palette.mjs";

/** Every seal shares one square canvas, so the site gives each the same box and nothing shifts. */
export const SEAL = 120;
const CENTRE = SEAL / 2;
const INTER = "Inter";

/**
 * Each standard: what it covers around the top of the ring (a half ring holds about 24 capitals), the short name large in the centre and the
 * version or kind under it. The bottom of the ring says what a seal can honestly say of any of them.
 */
const SEALS = {
  "pci-dss": { ring: "CARD DATA SECURITY", main: ["PCI DSS"], sub: "v4.0.1 · LEVEL 1" },
  "soc-2": { ring: "TRUST SERVICES CRITERIA", main: ["SOC 2"], sub: "TYPE II" },
  "iso-27001": { ring: "INFORMATION SECURITY", main: ["ISO/IEC", "27001"], sub: "2022" },
  "rbi-data-storage": { ring: "PAYMENT DATA IN INDIA", main: ["RBI"], sub: "DATA STORAGE AUDIT" },
};
const RING_FOOT = "INDEPENDENTLY AUDITED";

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

/**
 * A run of type centred on `y`.
 * @param {string} content
 * @param {number} y
 * @param {number} size
 * @param {string} fill
 * @param {number} [weight]
 * @param {number} [tracking]
 */
const centred = (content, y, size, fill, weight = 700, tracking = 0) =>
  `<text x="${CENTRE}" y="${y}" text-anchor="middle" font-family="${INTER}" font-size="${size}" font-weight="${weight}" letter-spacing="${tracking}" fill="${fill}">${content}</text>`;

/** @param {{ ring: string, main: string[], sub: string }} seal */
function sealSvg({ ring, main, sub }) {
  const top = 44.5; // baseline of the top ring text: its glyphs stand outward
  const foot = 51.5; // baseline of the bottom ring text: its glyphs hang inward
  const mainSize = main.some((word) => word.length > 5) ? 17 : 21;
  const mainTop = main.length > 1 ? 61 : 66;
  const drawing = `
    <defs>
      <path id="top" d="M${CENTRE - top} ${CENTRE}A${top} ${top} 0 0 1 ${CENTRE + top} ${CENTRE}"/>
      <path id="foot" d="M${CENTRE - foot} ${CENTRE}A${foot} ${foot} 0 0 0 ${CENTRE + foot} ${CENTRE}"/>
    </defs>
    <path d="${rosette(30, 59.5, 55.5)}" fill="${accent}"/>
    <circle cx="${CENTRE}" cy="${CENTRE}" r="53.5" fill="${raised}"/>
    <circle cx="${CENTRE}" cy="${CENTRE}" r="40" fill="${ink}" stroke="${accent}" stroke-width="1.5"/>
    <text font-family="${INTER}" font-size="6.6" font-weight="600" letter-spacing="0.9" fill="${text}">
      <textPath href="#top" startOffset="50%" text-anchor="middle">${ring}</textPath>
    </text>
    <text font-family="${INTER}" font-size="6.6" font-weight="600" letter-spacing="1.2" fill="${muted}">
      <textPath href="#foot" startOffset="50%" text-anchor="middle">${RING_FOOT}</textPath>
    </text>
    <path d="M${CENTRE} 28l8 3v6c0 5-3.5 8-8 10-4.5-2-8-5-8-10v-6z" fill="${accent}"/>
    <path d="M${CENTRE - 3.5} 37.5l2.5 2.5 5-5" fill="none" stroke="${ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>
    ${main.map((word, index) => centred(word, mainTop + index * (mainSize + 1), mainSize, text, 700, -0.3)).join("")}
    ${centred(sub, mainTop + main.length * (mainSize + 1) - 4, sub.length > 10 ? 5.6 : 7.5, accent, 600, 0.8)}`;
  const draft = `<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL}" height="${SEAL}" viewBox="0 0 ${SEAL} ${SEAL}">${drawing}</svg>`;
  const outlined = new Resvg(draft, { font: { loadSystemFonts: false, fontFiles: FONT_FILES } }).toString();
  return `${compactOutlines(outlined)}\n`;
}

export function generateSeals() {
  for (const [name, seal] of Object.entries(SEALS)) writeFile(`content/images/seals/${name}.svg`, sealSvg(seal));
}
