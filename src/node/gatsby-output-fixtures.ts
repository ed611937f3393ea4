import fs from "fs";
import path from "path";
import { pageDataFile } from "./page-scripts";
import { inlinedStylesheet } from "./stale-styles";

/**
 * The pages whose Gatsby output the rewrites' unit tests run on: a page of each kind the rewrites
 * treat (an English page, a Hindi form page, the 404 page).
 */
export const FIXTURE_PAGES = ["team/index.html", "hi/contact/index.html", "404.html"];

interface Stats {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, unknown>;
}

/**
 * Saves Gatsby's output for FIXTURE_PAGES, as the build wrote it and before any rewrite, into
 * `dir`: each page, its page data, the stylesheet it inlines and the part of webpack's stats the
 * rewrites read. `npm run fixtures:refresh` builds with GATSBY_OUTPUT_FIXTURES set to call this,
 * so the rewrites' tests follow what this project's Gatsby really writes.
 */
export function saveGatsbyOutput(publicDir: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  const copy = (file: string, text = fs.readFileSync(path.join(publicDir, file), "utf8")) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const chunkGroups: Record<string, unknown> = {};
  for (const page of FIXTURE_PAGES) {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    if (/<html[^>]* data-before-paint="">/.test(html)) {
      throw new Error(`public/${page} was rewritten by an earlier build: run \`gatsby clean\` before saving fixtures`);
    }
    copy(page, html);
    const dataFile = pageDataFile(page);
    const { componentChunkName } = JSON.parse(fs.readFileSync(path.join(publicDir, dataFile), "utf8")) as {
      componentChunkName: string;
    };
    copy(dataFile, JSON.stringify({ componentChunkName }));
    chunkGroups[componentChunkName] = stats.namedChunkGroups?.[componentChunkName];
    const stylesheet = inlinedStylesheet(html);
    if (stylesheet) copy(stylesheet);
  }
  copy(
    "webpack.stats.json",
    `${JSON.stringify({ assetsByChunkName: { app: stats.assetsByChunkName?.app }, namedChunkGroups: chunkGroups }, null, 2)}\n`,
  );
}
