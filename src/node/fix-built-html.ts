import fs from "fs";
import path from "path";
import { htmlPages } from "./html-pages";
import { sharePagePathScript } from "./shared-page-path";
import { validHtml } from "./valid-html";

/** Rewrites every built page so it passes the Nu Html Checker (validHtml) and shares one CSP (sharePagePathScript). */
export function fixBuiltHtml(publicDir: string): void {
  for (const page of htmlPages(publicDir)) {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const fixed = sharePagePathScript(validHtml(html));
    if (fixed !== html) fs.writeFileSync(file, fixed);
  }
}
