// Seams a design review (issue 43, fifth round) found: product videos that showed empty boxes
// to a fast scroll, product pages whose h1 and <title> named the product differently, a 'Why it
// matters' panel in smaller type than the page, one /how-it-works step drawn unlike the others,
// and a 404 with nowhere to go.
import type { Page } from "@playwright/test";
import { inLanguage, pageUrl, readContent, readTranslation } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

const LANGUAGES = [
  { prefix: "", read: readContent },
  { prefix: "/hi", read: (file: string) => readTranslation("hi", file) },
];

/** The product sections on home, by id, in order. */
const products: { slug: string; path: string }[] = readContent("services.json");

/** Each product frame now on screen, and whether its poster has its image. */
const framesOnScreen = (page: Page, slugs: string[]) =>
  page.evaluate(
    (ids) =>
      ids.flatMap((id) => {
        const frame = document.querySelector(`#${id} [data-video-frame]`);
        const rect = frame?.getBoundingClientRect();
        if (!frame || !rect || rect.height === 0 || rect.bottom <= 0 || rect.top >= innerHeight) return [];
        const poster = frame.querySelector("img");
        return [{ id, painted: Boolean(poster?.complete && poster.naturalWidth > 0) }];
      }),
    slugs,
  );

test.describe("product videos' posters", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`are painted when a fast scroll reaches each product section, on a slow connection, at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // A slow connection: every image arrives half a second after it is asked for.
      await page.route(
        (url) => /\.(webp|jpe?g|png|avif)$/.test(url.pathname),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue().catch(() => undefined);
        },
      );
      await visit(page, "/");
      await settled(page);
      const slugs = products.map((product) => product.slug);
      const seen = new Map<string, { id: string; painted: boolean }>();
      // A fling down the page, 300 px every 100 ms (3,000 px a second), until the last product has passed.
      const passed = () => page.locator(`#${slugs.at(-1)}`).evaluate((last) => last.getBoundingClientRect().bottom < 0);
      for (let step = 0; step < 200 && !(await passed()); step += 1) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(100);
        for (const frame of await framesOnScreen(page, slugs)) if (!seen.has(frame.id)) seen.set(frame.id, frame);
      }
      expect([...seen.keys()]).toEqual(slugs);
      for (const [id, first] of seen) {
        expect(first, `#${id}: its poster when it first came on screen`).toEqual({ id, painted: true });
      }
    });
  }
});

test.describe("product pages", () => {
  for (const { prefix, read } of LANGUAGES) {
    const services: { path: string }[] = read("services.json");
    test(`${prefix || "/"}: each product page's h1 names the product as its <title> does`, async ({ page }) => {
      for (const service of services) {
        const route = prefix ? inLanguage(pageUrl(service.path), "hi") : pageUrl(service.path);
        await visit(page, route);
        const h1 = (await page.locator("main h1").textContent())?.trim();
        expect(h1, route).toBe(await page.title());
      }
    });
  }

  test("'Why it matters' reads at the page's body size, not smaller", async ({ page }) => {
    const [service] = readContent("services.json") as { path: string; why: { heading: string } }[];
    await visit(page, pageUrl(service.path));
    const why = page.getByRole("heading", { name: service.why.heading }).locator("xpath=following-sibling::p[1]");
    const body = await page.evaluate(() => getComputedStyle(document.body).fontSize);
    expect(await why.evaluate((p) => getComputedStyle(p).fontSize)).toBe(body);
  });
});

test("/how-it-works draws every step's number the same way", async ({ page }) => {
  await visit(page, "/how-it-works/");
  const nodes = await page.locator("main ol > li > span[aria-hidden]").evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return [style.backgroundColor, style.borderColor, style.color, style.boxShadow].join(" | ");
    }),
  );
  expect(nodes.length).toBeGreaterThanOrEqual(4);
  expect(new Set(nodes).size, nodes.join("\n")).toBe(1);
});

test.describe("the not-found page", () => {
  for (const { prefix, read } of LANGUAGES) {
    const route = `${prefix}/no-such-page/`;
    test(`${route}: keeps 'Page Not Found' and offers where to go, as links`, async ({ page }) => {
      const copy = read("pages.json").find((entry: { path: string }) => entry.path === "/404");
      await page.goto(route);
      await expect(page.locator("main h1")).toHaveText(copy.heading);
      await expect(page.locator("main")).toContainText(copy.intro);
      expect(copy.next.length).toBeGreaterThanOrEqual(3);
      for (const link of copy.next as { label: string; href: string }[]) {
        const card = page.getByRole("main").getByRole("link", { name: link.label });
        await expect(card).toHaveAttribute("href", pageUrl(`${prefix}${link.href}`));
        await expect(card).toBeVisible();
      }
      // Followed, a card leads to its page.
      await page.getByRole("main").getByRole("link", { name: copy.next[0].label }).click();
      await expect(page).toHaveURL(new RegExp(`${pageUrl(`${prefix}${copy.next[0].href}`)}$`));
    });
  }
});
