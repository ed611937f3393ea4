// Client wordmarks: a drawn mark and a set name per client, written as SVG whose text is already
// converted to paths (resvg lays the type out once, here), so the site needs no font to show
// them (the typefaces of lib/fonts.mjs are needed only to regenerate).
import { Resvg } from "@resvg/resvg-js";
import { FONT_FILES } from "./lib/fonts.mjs";
import { compactOutlines } from "./lib/outlines.mjs";
import { writeFile } from "./lib/raster.mjs";
import { text as ink } from "./lib/palette.mjs";

/** Every wordmark shares one canvas, so the site gives each the same box and nothing shifts. */
export const WORDMARK = { width: 320, height: 80 };
const PADDING = 4;

/**
 * A run of type; resvg picks the face from the family, weight and style.
 * @param {string} content
 * @param {{ x: number, y: number, size: number, family: string, weight?: number, italic?: boolean, tracking?: number }} style
 */
const type = (content, { x, y, size, family, weight = 400, italic = false, tracking = 0 }) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}"` +
  ` font-style="${italic ? "italic" : "normal"}" letter-spacing="${tracking}">${content}</text>`;

const SPARTAN = "League Spartan";
const INTER = "Inter";
const GARAMOND = "EB Garamond";

/** Each client: the mark drawn in shapes, then its name set in type beside it. */
const CLIENTS = {
  // A grocery marketplace: a basket in a rounded tile; 'kirana' heavy, 'kart' light.
  kiranakart: `
    <rect x="0" y="8" width="48" height="48" rx="12"/>
    <path d="M12 26h24l-3 16H15z M17 26l5-8 M31 26l-5-8" fill="none" stroke="#0a0e13" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${type(`kirana<tspan font-weight="300">kart</tspan>`, { x: 60, y: 47, size: 38, family: SPARTAN, weight: 700, tracking: -0.5 })}`,
  // A lender whose name means 'cooperation': two linked rings; a serif name over tracked capitals.
  "sahyog-finance": `
    <circle cx="18" cy="32" r="14" fill="none" stroke-width="5"/>
    <circle cx="36" cy="32" r="14" fill="none" stroke-width="5"/>
    ${type("Sahyog", { x: 62, y: 38, size: 34, family: GARAMOND, weight: 700 })}
    ${type("FINANCE", { x: 64, y: 58, size: 12, family: INTER, weight: 600, tracking: 5 })}`,
  // A co-operative bank: a pillared hall; an engraved serif name over the bank's kind.
  "gramin-co-op-bank": `
    <path d="M24 4 46 16H2z"/>
    <rect x="6" y="20" width="6" height="24"/><rect x="21" y="20" width="6" height="24"/><rect x="36" y="20" width="6" height="24"/>
    <rect x="2" y="48" width="44" height="6"/>
    ${type("GRAMIN", { x: 60, y: 36, size: 30, family: GARAMOND, weight: 700, tracking: 3 })}
    ${type("CO-OPERATIVE BANK", { x: 61, y: 54, size: 11, family: INTER, weight: 600, tracking: 2.6 })}`,
  // A courier: a forward chevron with speed lines; a slanted name.
  "swiftship-logistics": `
    <path d="M20 14h16l16 18-16 18H20l16-18z"/>
    <rect x="0" y="22" width="14" height="4" rx="2"/><rect x="4" y="30" width="12" height="4" rx="2"/><rect x="0" y="38" width="14" height="4" rx="2"/>
    ${type("SwiftShip", { x: 62, y: 38, size: 30, family: INTER, weight: 700, italic: true, tracking: -0.8 })}
    ${type("LOGISTICS", { x: 64, y: 56, size: 11, family: INTER, weight: 600, tracking: 4.2 })}`,
  // An education platform: a four-pointed star (a nova); 'edu' light, 'nova' heavy.
  edunova: `
    <path d="M24 6C26 22 30 28 46 32 30 36 26 42 24 58 22 42 18 36 2 32 18 28 22 22 24 6z"/>
    ${type(`edu<tspan font-weight="700">nova</tspan>`, { x: 58, y: 46, size: 38, family: SPARTAN, weight: 300, tracking: -0.5 })}`,
};

/**
 * The regulated partners of content/site.json (the nodal bank and the payment aggregator), drawn
 * in the same canvas so the proof row shows them as marks, not as grey text. Fictional, like
 * every company on the site: a monogram tile and the name, nothing of a real bank's identity.
 */
const PARTNERS = {
  // A bank whose name means 'unbroken': an N drawn as one continuous stroke in a square tile; an
  // engraved serif name over the bank's kind.
  "nirantar-bank": `
    <rect x="0" y="8" width="48" height="48" rx="6"/>
    <path d="M14 46V18l20 28V18" fill="none" stroke="#0a0e13" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    ${type("NIRANTAR", { x: 60, y: 36, size: 30, family: GARAMOND, weight: 700, tracking: 2.5 })}
    ${type("BANK LIMITED", { x: 61, y: 54, size: 11, family: INTER, weight: 600, tracking: 4.4 })}`,
  // A payment aggregator whose name means 'wealth': an S of two arcs in a round tile; a geometric
  // name over its line of business.
  "sampada-payments": `
    <circle cx="24" cy="32" r="24"/>
    <path d="M33 21a9 7 0 1 0-9 11 9 7 0 1 1-9 11" fill="none" stroke="#0a0e13" stroke-width="5" stroke-linecap="round"/>
    ${type("Sampada", { x: 60, y: 38, size: 32, family: SPARTAN, weight: 700, tracking: -0.3 })}
    ${type("PAYMENT SERVICES", { x: 61, y: 56, size: 11, family: INTER, weight: 600, tracking: 2.8 })}`,
};

/**
 * Lays the type out as paths and fits the drawing, centred, into the shared canvas.
 * @param {string} drawing
 */
function wordmarkSvg(drawing) {
  const draft = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="80" fill="${ink}" stroke="${ink}" stroke-width="0">${drawing}</svg>`;
  const resvg = new Resvg(draft, { font: { loadSystemFonts: false, fontFiles: FONT_FILES } });
  const box = resvg.getBBox();
  if (!box) throw new Error("empty wordmark");
  const outlined = resvg.toString();
  const inner = outlined.slice(outlined.indexOf(">") + 1, outlined.lastIndexOf("</svg>"));
  const scale = Math.min((WORDMARK.width - 2 * PADDING) / box.width, (WORDMARK.height - 2 * PADDING) / box.height);
  const dx = (WORDMARK.width - box.width * scale) / 2 - box.x * scale;
  const dy = (WORDMARK.height - box.height * scale) / 2 - box.y * scale;
  const round = (/** @type {number} */ n) => Math.round(n * 1000) / 1000;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK.width}" height="${WORDMARK.height}" viewBox="0 0 ${WORDMARK.width} ${WORDMARK.height}">` +
    `<g transform="translate(${round(dx)} ${round(dy)}) scale(${round(scale)})">${compactOutlines(inner)}</g></svg>\n`
  );
}

export function generateWordmarks() {
  for (const [name, drawing] of Object.entries(CLIENTS))
    writeFile(`content/images/logos/${name}.svg`, wordmarkSvg(drawing));
  for (const [name, drawing] of Object.entries(PARTNERS))
    writeFile(`content/images/partners/${name}.svg`, wordmarkSvg(drawing));
}
