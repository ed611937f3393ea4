import type { HeaderTable } from "./header-table";
import type { Headers } from "./policy";

/** Cloudflare Pages' limits for _headers (Netlify's are looser). */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * One rule. A header `/*` also sets is detached first ("! Name", Cloudflare's syntax), or
 * Cloudflare would join both values with a comma; Netlify skips a line without a colon and lets
 * the later rule's value win, which is the same answer.
 */
const block = (path: string, headers: Headers, everywhere: Headers = {}) => [
  path,
  ...Object.entries(headers).flatMap(([name, value]) => [
    ...(name in everywhere ? [`  ! ${name}`] : []),
    `  ${name}: ${value}`,
  ]),
];

/**
 * public/_headers as Netlify and Cloudflare Pages read it. Both apply every rule whose path
 * matches, and Cloudflare joins a header set by two rules with a comma, so no two rules that
 * match one URL set the same header: "/*" carries what every response shares (the CSP too, so a
 * 404 for an unknown path has it), and only Cache-Control differs by folder and file. Bundles are
 * named one by one: a "/*.js" pattern would also make unhashed files such as ~partytown/*.js
 * immutable. Throws when Cloudflare's limits would be passed (it would ignore the file).
 */
export function renderHeadersFile(table: HeaderTable): string {
  const rules = [
    block("/*", table.everywhere),
    ...Object.entries(table.folders).map(([folder, headers]) => block(`/${folder}*`, headers, table.everywhere)),
    ...table.files.map((rule) => block(`/${rule.file}`, rule.headers)),
  ];
  const lines = rules.flat();
  const tooLong = lines.filter((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (rules.length > HEADERS_FILE_LIMITS.rules || tooLong.length > 0) {
    throw new Error(
      `public/_headers would have ${rules.length} rules (limit ${HEADERS_FILE_LIMITS.rules}) and ${tooLong.length} ` +
        `line(s) over ${HEADERS_FILE_LIMITS.lineLength} characters: Cloudflare Pages would ignore it. ` +
        "Old bundles pile up between incremental builds: `npm run clean` and rebuild.",
    );
  }
  const header = ["# Written by `gatsby build` from src/node/headers/policy.ts: edit that, then rebuild.", ""];
  return [
    ...header,
    ...rules
      .map((rule) => rule.join("\n"))
      .join("\n\n")
      .split("\n"),
    "",
  ].join("\n");
}
