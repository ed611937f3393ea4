// The headers the build decided for each file (deploy/headers.json, rendered from
// src/node/headers/policy.ts), as `headersFor` of startStaticServer: the same the CDN and nginx send.
import fs from "node:fs";
import path from "node:path";

export const HEADER_TABLE = path.resolve(import.meta.dirname, "../deploy/headers.json");

/**
 * headersFor(file) for files under `root`, from the table the last build wrote.
 * @param {string} root
 * @param {string} [tableFile]
 * @returns {import("./static-server.mjs").HeadersFor}
 */
export function headersFromBuild(root, tableFile = HEADER_TABLE) {
  if (!fs.existsSync(tableFile)) throw new Error(`${tableFile} is missing: rebuild with \`npm run build\``);
  /** @type {import("../src/node/headers/header-table").HeaderTable} */
  const table = JSON.parse(fs.readFileSync(tableFile, "utf8"));
  const byFile = new Map(table.files.map((rule) => [rule.file, rule.headers]));
  return (file) => {
    const relative = path.relative(path.resolve(root), file).split(path.sep).join("/");
    const folders = Object.keys(table.folders).filter((prefix) => relative.startsWith(prefix));
    return Object.assign(
      { ...table.everywhere, "Cache-Control": table.defaultCacheControl },
      ...folders.map((folder) => table.folders[folder]),
      byFile.get(relative),
    );
  };
}
