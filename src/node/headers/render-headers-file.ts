import path from "path";
import type { HeaderTable } from "./header-table";
import { HASHED_BUNDLE, type Headers } from "./policy";

/** Cloudflare Pages' limits for _headers (Netlify's are looser). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

const block = (path: string, headers: Headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];

/**
 * public/_headers as Netlify and Cloudflare Pages read it. Both apply every rule whose path
 * matches, and Cloudflare joins a header set by two rules with a comma, so no two rules that
 * match one URL set the same header: "/*" carries only the headers every response shares.
 * Throws when Cloudflare's limits would be passed (it would ignore the file).
 */
export function renderHeadersFile(table: HeaderTable): string {
  // Hashed bundles share their headers: one "/*.js" rule per extension keeps the file far below
  // Cloudflare's 100 rules however many chunks a build makes (stale ones pile up between builds).
  const bundles = table.files.filter((rule) => HASHED_BUNDLE.test(rule.file));
  const bundleRules = new Map(bundles.map((rule) => [`/*${path.extname(rule.file)}`, rule.headers]));
  const rules = [
    block("/*", table.everywhere),
    ...Object.entries(table.folders).map(([folder, headers]) => block(`/${folder}*`, headers)),
    ...[...bundleRules].map(([pattern, headers]) => block(pattern, headers)),
    ...table.files.filter((rule) => !bundles.includes(rule)).map((rule) => block(rule.route, rule.headers)),
  ];
  const lines = rules.flat();
  const tooLong = lines.filter((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (rules.length > HEADERS_FILE_LIMITS.rules || tooLong.length > 0) {
    throw new Error(
      `public/_headers would have ${rules.length} rules (limit ${HEADERS_FILE_LIMITS.rules}) and ${tooLong.length} ` +
        `line(s) over ${HEADERS_FILE_LIMITS.lineLength} characters: Cloudflare Pages would ignore it`,
    );
  }
  const header = ["# Written by `gatsby build` from src/node/headers/policy.ts: edit that, then rebuild.", ""];
  return [...header, ...rules.map((rule) => rule.join("\n")).join("\n\n").split("\n"), ""].join("\n");
}
