import fs from "fs";
import path from "path";
import { htmlPages } from "./html-pages";
import { loadScriptsAfterPaint } from "./scripts-after-paint";
import { sharePagePathScript } from "./shared-page-path";
import { validHtml } from "./valid-html";

/**
 * Rewrites every built page so it passes the Nu Html Checker (validHtml), shares one CSP
 * (sharePagePathScript) and paints before its scripts run (loadScriptsAfterPaint).
 */
export function fixBuiltHtml(publicDir: string): void {
  for (const page of htmlPages(publicDir)) {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const fixed = loadScriptsAfterPaint(sharePagePathScript(validHtml(html)));
    if (fixed !== html) fs.writeFileSync(file, fixed);
  }
}
