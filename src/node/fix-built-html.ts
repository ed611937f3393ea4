import fs from "fs";
import path from "path";
import { htmlPages } from "./html-pages";
import { validImageMarkup } from "./valid-image-markup";

/** Rewrites every built page so it passes the Nu Html Checker (see validImageMarkup). */
export function fixBuiltHtml(publicDir: string): void {
  for (const page of htmlPages(publicDir)) {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const fixed = validImageMarkup(html);
    if (fixed !== html) fs.writeFileSync(file, fixed);
  }
}
