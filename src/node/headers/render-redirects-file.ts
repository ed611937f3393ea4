/**
 * public/_redirects for Netlify, which of the build's 404 pages knows only the root 404.html: each
 * language's own 404 page answers an unknown path under its prefix (/hi/x gets /hi/404.html), as
 * nginx and `npm run serve` do, deepest folders first. A rule without `!` applies only where no
 * file matches the path (Netlify's shadowing), so every page is still served as it is.
 * Cloudflare Pages reads this file too: it skips a rule with status 404 (with a warning in the
 * deploy log) and finds the nearest 404.html up the path by itself, so both end the same.
 */
export function renderRedirectsFile(notFoundPages: readonly string[]): string {
  const rules = notFoundPages
    .filter((page) => page !== "404.html" && page.endsWith("/404.html"))
    .sort((a, b) => b.split("/").length - a.split("/").length || a.localeCompare(b))
    .map((page) => `/${page.replace(/404\.html$/, "")}*  /${page}  404`);
  return ["# Written by `gatsby build` (src/node/headers/render-redirects-file.ts).", ...rules, ""].join("\n");
}
