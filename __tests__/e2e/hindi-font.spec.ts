// Issue 47, point 6: Hindi is always drawn in the site's Devanagari face, never in boxes on a device
// without a Devanagari font (this machine's Chromium has none) and never invisible while a font
// loads: the switcher's हिन्दी (and any [lang|="hi"] element) on English pages, and a Hindi page the
// switcher opens from an English one, whose face that page never loaded.
import type { Page } from "@playwright/test";
import { TRANSLATIONS } from "../support/site-data.mjs";
import { expect, heading, hydrated, test, visit } from "./fixtures";

const [{ label, hreflang }] = TRANSLATIONS;

/** The fonts Chromium drew the text of the first element matching `selector` with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const client = await page.context().newCDPSession(page);
  await client.send("DOM.enable");
  await client.send("CSS.enable");
  const { root } = await client.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
  await client.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? "" : " (system)"}`);
}

/** Drawn in the site's faces only (no system font, which here has no Devanagari: boxes), the Devanagari one among them. */
function expectSiteDevanagari(fonts: string[]) {
  expect(
    fonts.filter((font) => font.endsWith("(system)")),
    "text drawn in a system font",
  ).toEqual([]);
  expect(fonts).toContain("Noto Sans Devanagari");
}
const switcher = `header a[hreflang="${hreflang}"]`;

test(`the switcher's ${label} is drawn in the site's Devanagari face on English pages`, async ({ page }) => {
  await visit(page, "/");
  await page.evaluate(() => document.fonts.ready);
  expectSiteDevanagari(await renderedFonts(page, switcher));
  await expect(page.locator(switcher)).toHaveCSS("letter-spacing", "normal");
});

test(`the switcher's ${label} is drawn in it even before any font file has arrived`, async ({ page }) => {
  // Font files held back: the label must not wait for them, nor fall back to boxes.
  await page.route(/\.woff2$/, () => {});
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.locator(switcher).waitFor({ state: "attached" });
  expectSiteDevanagari(await renderedFonts(page, switcher));
});

test(`a Hindi page the switcher opens is drawn in the Devanagari face from its first frame, its font slow to come`, async ({
  page,
}) => {
  await visit(page, "/team/");
  // The Hindi pages' face, which no English page loads, takes a second to arrive.
  await page.route(/noto-sans-devanagari.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.locator(switcher).click();
  await expect(page.locator("html")).toHaveAttribute("lang", hreflang);
  await hydrated(page);
  // The first moment the heading is the Hindi one.
  await expect(heading(page)).toHaveText(/[\u0900-\u097F]/);
  expectSiteDevanagari(await renderedFonts(page, "h1"));
});

test.describe("Devanagari's smallest size", () => {
  // The Hindi routes with every kind of small label: eyebrows, fact labels, table heads, dates, tags, the footer.
  const routes = ["/hi/", "/hi/about-us/", "/hi/blog/", "/hi/webinars/", "/hi/team/", "/hi/security/"];
  for (const route of routes) {
    test(`${route}: no Devanagari text is set under 14 px @phone-only`, async ({ page }) => {
      await visit(page, route);
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("body *")].flatMap((element) => {
          const own = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? ""))
            .map((node) => (node.textContent ?? "").trim())
            .join(" ");
          const size = parseFloat(getComputedStyle(element).fontSize);
          return own && size < 14 ? [`${size} px: ${own.slice(0, 40)}`] : [];
        }),
      );
      expect(small, "Devanagari under 14 px").toEqual([]);
    });
  }
});
