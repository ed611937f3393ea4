import type { GatsbyNode } from "gatsby";
import { writeHeaderFiles } from "./headers/write-header-files";
import { writeRobots } from "./write-robots";

/** Gatsby takes one onPostBuild: each file written after the build, in turn. */
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => {
  writeRobots(args);
  writeHeaderFiles(args);
};
