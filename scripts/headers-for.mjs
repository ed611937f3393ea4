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
  assertSameBuild(root, tableFile, table);
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

/**
 * Stops when the table was written by another build than `root` (a deploy/ folder copied beside
 * another public/): the pages' inline scripts would not match its policy's hashes, and a browser
 * would run none of the site's code. The build writes root/_headers from the same table.
 * @param {string} root
 * @param {string} tableFile
 * @param {import("../src/node/headers/header-table").HeaderTable} table
 */
function assertSameBuild(root, tableFile, table) {
  const cdnFile = path.join(root, "_headers");
  if (!fs.existsSync(cdnFile)) return;
  const policy = /^\s+Content-Security-Policy: (.*)$/m.exec(fs.readFileSync(cdnFile, "utf8"))?.[1];
  if (policy !== table.everywhere["Content-Security-Policy"])
    throw new Error(
      `${tableFile} was written by another build than ${root}/ (their Content-Security-Policies differ, so no ` +
        "page's scripts would run): serve the deploy/ folder that build wrote, or rebuild with `npm run build`",
    );
}
