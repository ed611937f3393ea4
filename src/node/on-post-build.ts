import path from "path";
import type { GatsbyNode } from "gatsby";
import { fixBuiltHtml } from "./fix-built-html";
import { assertFreshStyles } from "./stale-styles";
import { writeHeaderFiles } from "./headers/write-header-files";
import { writeLlmsTxt } from "./llms-txt";
import { writeRobots } from "./write-robots";

/** Gatsby takes one onPostBuild: each step on the finished public/ folder, in turn. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(args.store.getState().program.directory as string, "public");
  assertFreshStyles(publicDir);
  writeRobots(args);
  writeLlmsTxt(args);
  // Before the header files: the CSP hashes are taken from the final HTML.
  await fixBuiltHtml(publicDir);
  writeHeaderFiles(args);
};
