// The look, guarded: screenshot comparisons of the key screens at 390 and 1440 px in both
// languages, against the baselines committed in __tests__/e2e/screens/. After an intended change
// to the look, `npm run test:screens:update` rebuilds and rewrites them; review the new PNGs (and
// their diff in the commit) before committing. Each screen is made deterministic: motion reduced
// (no video loads, no transition runs), the fonts cached before the compared load (their
// `font-display: optional` would otherwise draw a late font's fallback), the captcha's random
// code fixed, the caret hidden. The tolerance (playwright.config.ts) lets anti-aliasing through
// and stops a real change: the last test below checks that a 4 px shift of the header fails it.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, settled, test, visit } from "./fixtures";

const LANGUAGES = [
  { code: "en", prefix: "" },
  { code: "hi", prefix: "/hi" },
];

/**
 * Shows `route` as the screenshot compares it: reduced motion, fonts already cached, a fixed
 * captcha, everything the first screen needs loaded.
 */
async function show(page: Page, route: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // The captcha draws its code from crypto.getRandomValues: the same bytes on every load.
  await page.addInitScript(() => {
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) new Uint8Array(array.buffer).forEach((_, i, bytes) => (bytes[i] = (i * 73 + 11) % 256));
      return array;
    };
  });
  // The first load puts the fonts in the cache; the compared one then paints with them.
  await visit(page, route);
  await settled(page);
  await visit(page, route);
  await settled(page);
  const families = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family),
  );
  expect(families.join(), "the site's fonts are in use").toMatch(/Manrope/);
}

const shot = (name: string, language: string) => `${name}-${language}.png`;

// Two loads of a page and a settled network each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

for (const { code, prefix } of LANGUAGES) {
  test.describe(`screens in ${code}`, () => {
    test("the home page's hero", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/`);
      await expect(page).toHaveScreenshot(shot("home-hero", code));
    });

    test("a product page", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/trust/`);
      await expect(page).toHaveScreenshot(shot("product", code));
    });

    test("the team", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/team/`);
      await expect(page).toHaveScreenshot(shot("team", code));
    });

    test("a profile", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/team/aarav-malhotra/`);
      await expect(page).toHaveScreenshot(shot("profile", code));
    });

    test("the contact form showing its errors", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/contact/`);
      const form = page.locator("main form").first();
      await form.locator("button[type=submit]").click();
      await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
      // The screen as the visitor sees it, the form's top under the header (an element's own
      // screenshot of a form taller than the screen would scroll it under the sticky header).
      await form.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expect(page).toHaveScreenshot(shot("contact-errors", code));
    });

    test("a modal", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/case-studies/`);
      await page.locator("main ul h3 button").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // Its artwork is fetched as it opens.
      await settled(page);
      await expect
        .poll(() =>
          dialog.locator("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      await expect(page).toHaveScreenshot(shot("modal", code));
    });

    test("the 404 page", { tag: "@phone" }, async ({ page }) => {
      await show(page, `${prefix}/no-such-page/`);
      await expect(page).toHaveScreenshot(shot("not-found", code));
    });

    test("the phone menu open", { tag: "@phone-only" }, async ({ page }) => {
      await show(page, `${prefix}/`);
      await page.locator("button[aria-controls='site-menu']").click();
      await expect(page.locator("#site-menu")).toBeVisible();
      await expect(page).toHaveScreenshot(shot("menu-open", code));
    });
  });
}

test("the comparison fails when the header moves by 4 px", { tag: "@phone" }, async ({ page }, testInfo) => {
  const baseline = testInfo.snapshotPath(shot("home-hero", "en"), { kind: "screenshot" });
  // Rewriting or writing a missing baseline would write the shifted header into it: only compare.
  test.skip(
    ["all", "changed"].includes(testInfo.config.updateSnapshots) || !fs.existsSync(baseline),
    "baselines are being written",
  );
  await show(page, "/");
  // Through the style attribute, which the CSP allows (a <style> element would need a hash).
  await page
    .locator("body header")
    .first()
    .evaluate((header: HTMLElement) => (header.style.translate = "0 4px"));
  await expect(expect(page).toHaveScreenshot(shot("home-hero", "en"), { timeout: 20_000 })).rejects.toThrow(
    /pixels \(ratio [\d.]+ of all image pixels\) (are|is) different/,
  );
});
