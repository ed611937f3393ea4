// WCAG 2.4.11 Focus Not Obscured (issue 18): Tab forwards and backwards through every route at 390 and
// 1440 px; no stop may be more than a quarter hidden by the fixed header or the open mobile menu. One
// test per route and width, one evaluate per stop, so the sweep stays cheap enough for CI.
import type { Page } from "@playwright/test";
import { SAMPLED_ROUTES } from "../support/site-data.mjs";
import { expect, test, visit } from "./fixtures";

/** More than the longest route's stops in one direction (measured: the home page has about 90). */
const MAX_STOPS = 140;
const MAX_HIDDEN = 0.25;

interface Stop {
  /** What has focus, for the failure message; null once focus has left the page's content. */
  name: string | null;
  /** Share of its box under the header or the open menu, 0 to 1. */
  hidden: number;
}

declare global {
  interface Window {
    /** The elements a sweep has already measured: focus coming back to one means it has wrapped round. */
    __sweepSeen?: WeakSet<Element>;
  }
}

/**
 * Where focus is now and how much of it the header or the open menu covers, in one round trip. The
 * name is null once focus has left the content or come round again (`fresh` starts a new sweep).
 */
const measure = (page: Page, fresh = false) =>
  page.evaluate((fresh): Stop => {
    if (fresh || !window.__sweepSeen) window.__sweepSeen = new WeakSet();
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return { name: null, hidden: 0 };
    if (window.__sweepSeen.has(focused)) return { name: null, hidden: 0 };
    window.__sweepSeen.add(focused);
    const label = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
    const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""} "${label}"`;
    const header = document.querySelector("header:has(#site-menu)");
    // The header cannot cover itself, nor the skip link, which is fixed above it.
    if (!header || header.contains(focused) || getComputedStyle(focused).position === "fixed")
      return { name, hidden: 0 };
    const box = focused.getBoundingClientRect();
    const area = box.width * box.height;
    if (area === 0) return { name, hidden: 0 };
    const covers = [header, document.querySelector("#site-menu[data-open='true']")]
      .filter((element): element is Element => element !== null)
      .map((element) => element.getBoundingClientRect());
    const hidden = Math.max(
      ...covers.map((cover) => {
        const width = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
        const height = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
        return width > 0 && height > 0 ? (width * height) / area : 0;
      }),
    );
    return { name, hidden };
  }, fresh);

/** Tabs in one direction until focus leaves the content or comes round again (or MAX_STOPS); returns the stops that were hidden. */
async function sweep(page: Page, key: "Tab" | "Shift+Tab"): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press(key);
    const stop = await measure(page, stops === 0);
    if (stop.name === null) break;
    if (stop.hidden > MAX_HIDDEN) hidden.push(`${key} ${stop.name}: ${Math.round(stop.hidden * 100)} % hidden`);
  }
  return { stops, hidden };
}

test.describe("focus is never hidden behind the header (WCAG 2.4.11)", () => {
  for (const route of SAMPLED_ROUTES) {
    test(`Tab and Shift+Tab through ${route}`, { tag: "@phone" }, async ({ page }) => {
      test.setTimeout(120_000);
      // Background videos paused (the visitor's stored choice): decoding them slows every stop, and their
      // toggles are Tab stops either way.
      await page.addInitScript(() => window.localStorage.setItem("pravahpay:background-videos", "paused"));
      await visit(page, route);
      // Tab scrolls smoothly otherwise: measure where focus ends up, not where the scroll has got to.
      await page.evaluate(() => {
        document.documentElement.style.scrollBehavior = "auto";
      });
      const forward = await sweep(page, "Tab");
      // Start the way back from the end of the page, where the forward sweep left focus.
      const backward = await sweep(page, "Shift+Tab");
      test.info().annotations.push({ type: "stops", description: `${forward.stops} forward, ${backward.stops} back` });
      expect(forward.stops, "the sweep reached focusable content").toBeGreaterThan(3);
      expect(forward.stops, "raise MAX_STOPS: the sweep stopped before the end").toBeLessThan(MAX_STOPS);
      expect([...forward.hidden, ...backward.hidden]).toEqual([]);
    });
  }
});

test.describe("the open mobile menu never covers what has focus", () => {
  const toggle = (page: Page) => page.locator("button[aria-controls='site-menu']");
  const menu = (page: Page) => page.locator("#site-menu");

  test("closes when Tab leaves its last link", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    const stops = await menu(page).locator("a").count();
    for (let i = 0; i < stops; i++) await page.keyboard.press("Tab");
    await expect(menu(page).locator("a").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    expect((await measure(page)).hidden).toBeLessThanOrEqual(MAX_HIDDEN);
  });

  test(
    "closes when Shift+Tab leaves the toggle, and Escape leaves focus where it is",
    { tag: "@phone-only" },
    async ({ page }) => {
      await visit(page, "/");
      await toggle(page).click();
      await page.keyboard.press("Shift+Tab");
      await expect(page.locator("header a").first(), "the brand link before the toggle").toBeFocused();
      await expect(menu(page)).toBeHidden();

      // Escape from inside the menu returns to the toggle...
      await toggle(page).click();
      await page.keyboard.press("Tab");
      await expect(menu(page).locator("a").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();

      // ...from anywhere else it only closes the menu.
      await toggle(page).click();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(toggle(page)).not.toBeFocused();
    },
  );

  test("dims the page behind it, and a click there closes it", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    // The bottom of the window, below the menu: what is drawn there is the backdrop, not the page.
    const under = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("header") !== null,
      [viewport.width / 2, viewport.height - 10],
    );
    expect(under, "the page under the menu is covered").toBe(true);
    await page.mouse.click(viewport.width / 2, viewport.height - 10);
    await expect(menu(page)).toBeHidden();
  });
});

test("the header is opaque, so nothing shows through it behind a focus ring", async ({ page }) => {
  await visit(page, "/");
  const alpha = await page.locator("header:has(#site-menu)").evaluate(
    (header) =>
      getComputedStyle(header)
        .backgroundColor.match(/rgba?\(([^)]+)\)/)?.[1]
        .split(",")[3],
  );
  expect(alpha ?? "1", "alpha of the header's background").toBe("1");
});
