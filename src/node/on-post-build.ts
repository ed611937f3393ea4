import path from "path";
import type { GatsbyNode } from "gatsby";
import { fixBuiltHtml } from "./fix-built-html";
import { saveGatsbyOutput } from "./gatsby-output-fixtures";
import { assertFreshStyles } from "./stale-styles";
import { writeHeaderFiles } from "./headers/write-header-files";
import { writeLlmsTxt } from "./llms-txt";
import { pruneBuild } from "./prune-build";
import { writeRobots } from "./write-robots";

/** Gatsby takes one onPostBuild: each step on the finished public/ folder, in turn. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(args.store.getState().program.directory as string, "public");
  assertFreshStyles(publicDir);
  // npm run fixtures:refresh: the rewrites' unit tests run on what Gatsby wrote, saved here.
  const fixtures = process.env.GATSBY_OUTPUT_FIXTURES;
  if (fixtures) saveGatsbyOutput(publicDir, path.resolve(fixtures));
  writeRobots(args);
  writeLlmsTxt(args);
  // Before the header files: the CSP hashes are taken from the final HTML.
  await fixBuiltHtml(publicDir);
  writeHeaderFiles(args);
  // Last: the steps above read webpack's records.
  const root = args.store.getState().program.directory as string;
  const { removed, sourceMaps } = pruneBuild(publicDir, path.join(root, "deploy", "source-maps"));
  args.reporter.info(
    `Not deployed: ${[...removed, `${sourceMaps.length} source maps`].join(", ")} (source maps in deploy/source-maps/)`,
  );
};
