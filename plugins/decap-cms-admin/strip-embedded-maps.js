// Decap's prebuilt bundle carries the source maps of the CSS it bundles (CodeMirror, OpenLayers) as
// object literals ({version:3,sources:[…],mappings:"…",sourcesContent:[…]}), which css-loader's
// runtime turns into `sourceMappingURL=data:` comments in the editor's page. Each literal holds
// only strings, numbers and arrays, so a string-aware bracket scan finds where it ends; the map is
// replaced by `void 0`, which that runtime reads as "no map".
const MAP_START = "{version:3,sources:[";

/**
 * The index just past the object literal that opens at `start`; throws if it never closes.
 * @param {string} code
 * @param {number} start
 * @returns {number}
 */
function endOfLiteral(code, start) {
  let depth = 0;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === '"' || char === "'") {
      index += 1;
      while (index < code.length && code[index] !== char) index += code[index] === "\\" ? 2 : 1;
    } else if (char === "{" || char === "[") depth += 1;
    else if (char === "}" || char === "]") {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error(`decap-cms-admin: a source map embedded at offset ${start} of decap-cms-app.js never closes`);
}

/**
 * The bundle without its embedded source maps, and how many it held.
 * @param {string} code
 * @returns {{ code: string, count: number }}
 */
function stripEmbeddedMaps(code) {
  let out = "";
  let from = 0;
  let count = 0;
  for (let start = code.indexOf(MAP_START); start !== -1; start = code.indexOf(MAP_START, from)) {
    const end = endOfLiteral(code, start);
    if (!/mappings:"/.test(code.slice(start, end))) {
      throw new Error(
        `decap-cms-admin: the object at offset ${start} of decap-cms-app.js looks like a map but has no mappings`,
      );
    }
    out += code.slice(from, start) + "void 0";
    from = end;
    count += 1;
  }
  return { code: out + code.slice(from), count };
}

module.exports = { stripEmbeddedMaps };
