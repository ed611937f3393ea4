import fs from "fs";
import path from "path";
import { CMS_FOLDER } from "../lib/cms-folder";

/**
 * HTML pages of public/, relative paths. _gatsby/ holds slice fragments stitched into pages, not
 * pages; the CMS's page (admin/) is no page of the site and has headers of its own.
 */
export function htmlPages(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !file.startsWith(`${CMS_FOLDER}/`))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
    .sort();
}
