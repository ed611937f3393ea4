import fs from "fs";
import path from "path";

/** The part of webpack's stats (public/webpack.stats.json) that lists each chunk group's files. */
interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] } | undefined>;
}

/** The page-data file Gatsby's loader fetches for an HTML page: "hi/index.html" -> "page-data/hi/page-data.json". */
export function pageDataFile(page: string): string {
  const pagePath = page.replace(/(^|\/)index\.html$/, "");
  return `page-data/${pagePath === "" ? "index" : pagePath}/page-data.json`;
}

/**
 * The scripts of each page's own component (its chunk and the shared chunks it needs, in webpack's
 * order), keyed by HTML page: what Gatsby's loader would otherwise fetch only once the page's data
 * has arrived, a round trip after the app runs. A page whose data or chunk group cannot be found
 * gets none, and the loader fetches its code as before.
 */
export function pageScripts(publicDir: string, pages: string[]): Map<string, string[]> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const scripts = new Map<string, string[]>();
  for (const page of pages) {
    const dataFile = path.join(publicDir, pageDataFile(page));
    if (!fs.existsSync(dataFile)) continue;
    const { componentChunkName } = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { componentChunkName?: string };
    const assets = componentChunkName ? stats.namedChunkGroups?.[componentChunkName]?.assets : undefined;
    scripts.set(
      page,
      (assets ?? [])
        .map(({ name }) => name)
        .filter((name) => /^[\w.-]+\.js$/.test(name))
        .map((name) => `/${name}`),
    );
  }
  return scripts;
}
