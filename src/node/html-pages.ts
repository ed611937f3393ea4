import fs from "fs";
import path from "path";

/** HTML pages of public/, relative paths. _gatsby/ holds slice fragments stitched into pages, not pages. */
export function htmlPages(publicDir: string): string[] {
  return (fs.readdirSync(publicDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/"))
    .filter((file) => fs.statSync(path.join(publicDir, file)).isFile())
    .sort();
}
