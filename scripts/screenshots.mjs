// Full-page screenshots of the production build at the four review widths, and each page's height
// once lazy parts have loaded (for comparing layouts before and after a change).
// Usage: node scripts/screenshots.mjs [route ...]   (default: a handful of key routes)
// Writes screenshots/<route>-<width>.png (git-ignored). WIDTHS=390,1440 narrows the widths;
// SCREENSHOTS_DIR=screenshots/before keeps a set apart to compare with.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.cjs";
import { startStaticServer } from "./static-server.mjs";

const WIDTHS = process.env.WIDTHS ? process.env.WIDTHS.split(",").map(Number) : [360, 768, 1080, 1440];
const CHUNK = 5000;
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/team/", "/team/aarav-malhotra/", "/contact/", "/404-demo"];
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
fs.mkdirSync(outDir, { recursive: true });

const server = await startStaticServer({ root: "public" });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
      // A full-page capture draws sections off screen as laid out: all of them, as a jump does
      // (global.css lays them out only near the viewport).
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      // Bring lazy images in: scroll through the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const name = route === "/" ? "home" : route.slice(1).replace(/\/$/, "").replaceAll("/", "_");
      // Chromium cannot capture images much taller than 16k px: long pages come in parts.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`${route} at ${width} px: ${height} px tall`);
      for (let part = 0, y = 0; y < height; part += 1, y += CHUNK) {
        const file = path.join(outDir, `${name}-${width}${part ? `-${part}` : ""}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(CHUNK, height - y) },
        });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
