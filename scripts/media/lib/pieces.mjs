// The pieces the illustration system builds its drawings from (see scripts/media/README.md):
// a canvas, raised UI cards with a drop shadow, round badges holding a glyph, and bars standing
// for text, so every script draws with the same vocabulary.
import { glyph } from "./phosphor.mjs";
import { line, muted, raised, surface, text } from "./palette.mjs";

/** The artwork's drawing grid: 16:9, scaled to each file's width when rasterised. */
export const W = 960;
export const H = 540;

/** @param {string} body */
export const svg = (body, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/**
 * A round badge holding an icon, ringed in the entry's colour.
 * @param {string} icon Phosphor name
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} colour
 */
export const badge = (icon, cx, cy, r, colour) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${surface}" stroke="${colour}" stroke-opacity="0.55" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="${colour}" fill-opacity="0.08"/>
  ${glyph(icon, { x: cx - r * 0.55, y: cy - r * 0.55, size: r * 1.1, colour })}`;

/**
 * A tilted UI card with a soft drop shadow: the surface most compositions build on.
 * @param {{ x: number, y: number, w: number, h: number, rotate?: number, body: string, border?: string, rx?: number }} card
 */
export const panel = ({ x, y, w, h, rotate = 0, body, border = line, rx = 18 }) => `
  <g transform="translate(${x} ${y}) rotate(${rotate} ${w / 2} ${h / 2})">
    <rect x="8" y="14" width="${w}" height="${h}" rx="${rx}" fill="#000000" opacity="0.35"/>
    <rect width="${w}" height="${h}" rx="${rx}" fill="${raised}" stroke="${border}" stroke-width="2"/>
    ${body}
  </g>`;

/**
 * Rows of placeholder text: bars of varied length, never words, so nothing in the picture can go
 * stale or contradict the copy beside it.
 * @param {number} x
 * @param {number} y
 * @param {number[]} widths
 * @param {string} [colour]
 * @param {number} [pitch] the distance from one row to the next
 */
export const bars = (x, y, widths, colour = muted, pitch = 24) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * pitch}" width="${w}" height="9" rx="4.5" fill="${colour}" opacity="0.45"/>`,
    )
    .join("");

/**
 * A small floating UI card: a round token in the entry's colour, two lines of placeholder text and
 * a value pill: a payment, a check or an alert, as a drawing's supporting fragment.
 * @param {number} x
 * @param {number} y
 * @param {string} colour
 * @param {number} [rotate]
 */
export const chip = (x, y, colour, rotate = 0) =>
  panel({
    x,
    y,
    w: 190,
    h: 70,
    rotate,
    body: `<circle cx="35" cy="35" r="15" fill="${colour}" opacity="0.85"/>
      <rect x="62" y="22" width="70" height="9" rx="4.5" fill="${text}" opacity="0.7"/>
      <rect x="62" y="40" width="98" height="8" rx="4" fill="${muted}" opacity="0.45"/>
      <rect x="142" y="20" width="30" height="12" rx="6" fill="${colour}" opacity="0.7"/>`,
  });

/**
 * A tick in a ring: a step done (or, unticked, still to do).
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} colour
 * @param {boolean} [done]
 */
export const tick = (cx, cy, r, colour, done = true) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${done ? colour : "none"}" fill-opacity="${done ? 0.16 : 0}" stroke="${done ? colour : muted}" stroke-width="3"/>` +
  (done
    ? `<path d="M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.36}l${r * 0.6}-${r * 0.7}" fill="none" stroke="${colour}" stroke-width="${Math.max(3, r / 5)}" stroke-linecap="round" stroke-linejoin="round"/>`
    : "");
