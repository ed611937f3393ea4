// The one backdrop every artwork and portrait shares: a raised dark field lit from its centre,
// a faint grid and soft glows in the entry's colours (see scripts/media/README.md).
import { ink, raised } from "./palette.mjs";

/**
 * @typedef {object} Glow a soft light in one brand colour
 * @property {number} x centre, as a share of the width
 * @property {number} y centre, as a share of the height
 * @property {number} r radius, as a share of the height
 * @property {string} colour
 * @property {number} opacity
 */

/**
 * The dark base: the field, its glows and a grid of `columns` cells across.
 * @param {number} w
 * @param {number} h
 * @param {Glow[]} glows
 * @param {number} [columns]
 */
export function backdrop(w, h, glows, columns = 12) {
  const step = w / columns;
  const grid = [];
  for (let x = step; x < w; x += step) grid.push(`M${x} 0V${h}`);
  for (let y = step; y < h; y += step) grid.push(`M0 ${y}H${w}`);
  return `
    <defs>
      <radialGradient id="base" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${raised}"/><stop offset="1" stop-color="${ink}"/></radialGradient>
      <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${h / 7}"/></filter>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#base)"/>
    ${glows
      .map(
        ({ x, y, r, colour, opacity }) =>
          `<circle cx="${w * x}" cy="${h * y}" r="${h * r}" fill="${colour}" opacity="${opacity}" filter="url(#blur)"/>`,
      )
      .join("")}
    <path d="${grid.join("")}" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/>`;
}

/**
 * The press art's two glows: the entry's first colour up on the right, its second low on the left.
 * @param {string} glow
 * @param {string} glow2
 * @returns {Glow[]}
 */
export const pressGlows = (glow, glow2) => [
  { x: 0.78, y: 0.3, r: 0.32, colour: glow, opacity: 0.3 },
  { x: 0.18, y: 0.85, r: 0.26, colour: glow2, opacity: 0.22 },
];
