import path from "path";
import type { GatsbyNode } from "gatsby";
import { fixBuiltHtml } from "./fix-built-html";
import { writeRobots } from "./write-robots";

/** Everything that works on the finished public/ folder, in order. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const publicDir = path.join(program.directory, "public");
  writeRobots(publicDir, config.siteMetadata.siteUrl);
  fixBuiltHtml(publicDir);
};
