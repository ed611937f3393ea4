// Webpack loader for Phosphor's icon definitions (@phosphor-icons/react/dist/defs/*.es.js).
// Each defines all six weights (thin ... duotone) in one Map, and a bundler cannot drop the
// ones never drawn, so every icon would ship six times. This keeps the one weight the site
// draws that icon in: options.weight, or options.exceptions[IconName].
const path = require("path");

/** One Map entry: `  [\n    "bold",\n    <element>\n  ]`, the layout every definition file has. */
const ENTRY = /^ {2}\[\n {4}"(\w+)",\n([\s\S]*?)\n {2}\]/gm;

/**
 * @this {import("webpack").LoaderContext<{ weight: string, exceptions?: Record<string, string> }>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function keepIconWeight(source) {
  const { weight, exceptions = {} } = this.getOptions();
  const icon = path.basename(this.resourcePath).replace(/\.es\.js$/, "");
  const keep = /** @type {string} */ (exceptions[icon] ?? weight);
  const entries = [...source.matchAll(ENTRY)];
  const kept = entries.find(([, name]) => name === keep);
  // Fail the build, never ship an icon that silently draws nothing.
  if (entries.length !== 6 || !kept) throw new Error(`${icon}: cannot find Phosphor's "${keep}" weight`);
  return source.replace(/new Map\(\[[\s\S]*\]\)/, `new Map([["${keep}", ${kept[2].trim()}]])`);
};
