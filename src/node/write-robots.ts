import fs from "fs";
import path from "path";

/** robots.txt names the sitemap by absolute URL, so it is written per build (SITE_URL may differ). */
export function writeRobots(publicDir: string, siteUrl: string): void {
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots);
}
