import fs from "fs";
import path from "path";
import { GatsbyOutputChanged } from "./gatsby-output";
import { htmlPages } from "./html-pages";

/** The site-wide stylesheet a page inlines, as Gatsby names it: `<style data-href="/styles.<hash>.css">`. */
export function inlinedStylesheet(html: string): string | null {
  return /<style[^>]*data-href="\/(styles\.[\w-]+\.css)"/.exec(html)?.[1] ?? null;
}

/** Pages whose inlined stylesheet is not the one this build compiled. */
export function pagesWithStaleStyles(pages: { page: string; html: string }[], currentStylesheet: string): string[] {
  return pages
    .filter(({ html }) => {
      const inlined = inlinedStylesheet(html);
      return inlined !== null && inlined !== currentStylesheet;
    })
    .map(({ page }) => page);
}

/**
 * Gatsby re-renders HTML only when it thinks a page changed, and after a change to CSS alone it
 * can keep pages whose inlined styles are the previous build's. Fails the build rather than ship
 * them, and says how to get a fresh build.
 */
export function assertFreshStyles(publicDir: string): void {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName?: Record<string, string[] | undefined>;
  };
  const current = stats.assetsByChunkName?.app?.find((asset) => /^styles\.[\w-]+\.css$/.test(asset));
  if (!current) {
    throw new GatsbyOutputChanged(
      "assertFreshStyles",
      "webpack.stats.json names no styles.<hash>.css among the app's assets",
    );
  }
  const pages = htmlPages(publicDir).map((page) => ({
    page,
    html: fs.readFileSync(path.join(publicDir, page), "utf8"),
  }));
  const stale = pagesWithStaleStyles(pages, current);
  if (stale.length > 0) {
    throw new Error(
      `${stale.length} pages in public/ still inline the previous build's styles (${stale.slice(0, 3).join(", ")}...), ` +
        `not ${current}: Gatsby did not re-render them after a CSS-only change. Run \`npm run clean\` and build again.`,
    );
  }
}
