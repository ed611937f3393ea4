import fs from "fs";
import path from "path";
import { GatsbyOutputChanged } from "./gatsby-output";

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
 * has arrived, a round trip after the app runs. Every page must have its page data, a component
 * chunk named there and that chunk group in webpack's stats, with at least one script: anything
 * missing means Gatsby's or webpack's output changed, and the build fails saying which.
 */
export function pageScripts(publicDir: string, pages: string[]): Map<string, string[]> {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  if (!stats.namedChunkGroups) {
    throw new GatsbyOutputChanged("pageScripts", "webpack.stats.json has no `namedChunkGroups`");
  }
  const scripts = new Map<string, string[]>();
  for (const page of pages) {
    const dataFile = pageDataFile(page);
    if (!fs.existsSync(path.join(publicDir, dataFile))) {
      throw new GatsbyOutputChanged("pageScripts", `no ${dataFile} for ${page}`);
    }
    const { componentChunkName } = JSON.parse(fs.readFileSync(path.join(publicDir, dataFile), "utf8")) as {
      componentChunkName?: string;
    };
    if (!componentChunkName) throw new GatsbyOutputChanged("pageScripts", `${dataFile} has no componentChunkName`);
    const names = (stats.namedChunkGroups[componentChunkName]?.assets ?? [])
      .map(({ name }) => name)
      .filter((name) => /^[\w.-]+\.js$/.test(name));
    if (names.length === 0) {
      throw new GatsbyOutputChanged(
        "pageScripts",
        `webpack.stats.json's namedChunkGroups has no script for ${componentChunkName} (${page})`,
      );
    }
    scripts.set(
      page,
      names.map((name) => `/${name}`),
    );
  }
  return scripts;
}
