// How tall each route is at a phone and a desktop width, in CSS px, once lazy parts have loaded.
// Usage: node scripts/page-heights.mjs [route ...]   (default: /)
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.cjs";
import { startStaticServer } from "./static-server.mjs";

const WIDTHS = [390, 1440];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

const server = await startStaticServer({ root: "public" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 800) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      });
      await page.waitForLoadState("networkidle");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`${route}\t${width} px wide\t${height} px tall`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
