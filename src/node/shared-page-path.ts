import { expectMatches } from "./gatsby-output";

const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

const SHARED_PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader" data-page-path="[^"]*">window\.pagePath=document\.currentScript\.dataset\.pagePath<\/script>/;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Gatsby writes each page's path into an inline script of its own, so every page would need its
 * own CSP hash. Moving the path into a data attribute makes that script the same text on every
 * page: one Content-Security-Policy then fits every response of the site, including a CDN's 404
 * for an unknown path, which only the catch-all rule of public/_headers reaches.
 */
export function sharePagePathScript(html: string): string {
  // Gatsby's incremental build keeps a page it did not re-render, rewritten by an earlier build.
  if (SHARED_PAGE_PATH_SCRIPT.test(html)) return html;
  expectMatches(
    "sharePagePathScript",
    html,
    PAGE_PATH_SCRIPT,
    '`<script id="gatsby-script-loader">` with `window.pagePath="…"`',
    1,
  );
  return html.replace(PAGE_PATH_SCRIPT, (_, literal: string) => {
    const pagePath = JSON.parse(literal) as string;
    return `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">window.pagePath=document.currentScript.dataset.pagePath</script>`;
  });
}
