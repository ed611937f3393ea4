// Glyphs for artwork from the site's one icon set, Phosphor (MIT): the regular weight's SVG,
// rendered by React on the server, placed and coloured inside a larger drawing.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "@phosphor-icons/react/dist/ssr";

/**
 * A Phosphor icon as an SVG group: `size` px square with its top-left corner at (x, y).
 * @param {string} name the component's name, e.g. "ShieldCheck"
 * @param {{ x: number, y: number, size: number, colour: string }} place
 */
export function glyph(name, { x, y, size, colour }) {
  const icon = /** @type {Record<string, import("react").ElementType>} */ (/** @type {unknown} */ (icons))[name];
  if (!icon) throw new Error(`Phosphor has no icon ${name}`);
  const markup = renderToStaticMarkup(createElement(icon, { size: 256 }));
  const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
  return `<g transform="translate(${x} ${y}) scale(${size / 256})" fill="${colour}">${inner}</g>`;
}
