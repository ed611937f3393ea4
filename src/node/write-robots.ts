import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";

/** robots.txt names the sitemap by absolute URL, so it is written per build (SITE_URL may differ). */
export function writeRobots({ store }: BuildArgs): void {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const robots = [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${config.siteMetadata.siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robots);
}
