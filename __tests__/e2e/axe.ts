// axe-core in the page as it stands: the rule sets every browser test of accessibility runs.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";
import { ROOT } from "../support/site-data.mjs";

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

const AXE = fs.readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations on the page as it stands, one readable line each. axe comes in through the
 * DevTools protocol (page.evaluate), which the page's Content-Security-Policy does not govern; a
 * <script> element (addScriptTag) would be blocked by it.
 */
export async function violations(page: Page): Promise<string[]> {
  await loadAxe(page);
  const found = await page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: tags })).violations,
    TAGS,
  );
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** axe-core in the page, once, for a test that runs it itself (one rule at chosen moments). */
export async function loadAxe(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
}
