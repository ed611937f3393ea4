import fs from "fs";
import path from "path";
import { validImageMarkup } from "./valid-image-markup";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Rewrites every built page so it passes the Nu Html Checker (see validImageMarkup). */
export function fixBuiltHtml(publicDir: string): void {
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const fixed = validImageMarkup(html);
    if (fixed !== html) fs.writeFileSync(file, fixed);
  }
}
