// Rasterises SVG with resvg: no browser, no ImageMagick and no system fonts (text uses
// only the font files named), so the same SVG gives the same PNG bytes on any machine.
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

/**
 * Writes `svg` as a PNG `width` pixels wide to `file` (relative to the repository root).
 * @param {string} file
 * @param {string} svg
 * @param {number} width
 * @param {string[]} [fontFiles] the only fonts its text may use (never the machine's own)
 */
export function writePng(file, svg, width, fontFiles = []) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false, fontFiles } })
    .render()
    .asPng();
  writeFile(file, png);
}

/**
 * Writes a generated file, creating its folder, and says so.
 * @param {string} file
 * @param {string | Buffer} data
 */
export function writeFile(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(file);
}

/**
 * Writes `svg` for a drawing that ships as SVG, without the template's line breaks and indents.
 * @param {string} file
 * @param {string} svg
 */
export function writeSvg(file, svg) {
  writeFile(
    file,
    `${svg
      .replace(/>\s+</g, "><")
      .replace(/\s*\n\s*/g, " ")
      .trim()}\n`,
  );
}
