// WCAG 2.4.7 / 2.4.11 (issues 18 and 47): Tab forwards and backwards through every route of both
// languages at 390 and 1440 px, with the site's own smooth scrolling. Measured from the moment of
// each keypress: within 500 ms the focused element must be on screen and no more than a quarter
// hidden by the fixed header or the open mobile menu. Sections off screen are laid out lazily
// (content-visibility: auto), so a scroll aimed at their estimated heights could stop thousands of
// pixels short (issue 47: Shift+Tab from the top of home). One test per group of routes and width,
// its routes swept three at once, each lane in a page of its own.
import type { Page } from "@playwright/test";
import { ALL_ROUTES, inGroups, readContent } from "../support/site-data.mjs";
import { expect, inLanes, test, visit } from "./fixtures";

/** The sweep's tests: each walks its share of the routes in one page (inGroups). */
const ROUTE_GROUPS = 11;
/** Routes swept at once in a test (inLanes). */
const LANES = 3;
/** More than the longest route's stops in one direction (measured: the home page has about 90). */
const MAX_STOPS = 140;
const MAX_HIDDEN = 0.25;
/** How long after a keypress focus may still be on its way into view (the smooth scroll). */
const SETTLE_MS = 500;
/** How long a keypress may take to move focus at all (the 500 ms count from the move). */
const KEY_ARRIVES_MS = 5_000;

interface Stop {
  /** What has focus, for the failure message; null once focus has left the page's content. */
  name: string | null;
  /** Share of its box off screen or under the header or the open menu, 0 to 1, once settled (or at the deadline). */
  hidden: number;
  /** Where it was then, for the failure message. */
  where: string;
}

declare global {
  interface Window {
    /** The elements a sweep has already measured: focus coming back to one means it has wrapped round. */
    __sweepSeen?: WeakSet<Element>;
    /** What had focus when the sweep last measured (or started): the next stop is whatever focus moves to from it. */
    __sweepLast?: Element | null;
  }
}

/**
 * Where focus is and how much of it is hidden: off screen or under the header or the open menu.
 * Called as the key is sent (or after it), it first waits for focus to move off the stop measured
 * last (`__sweepLast`; at most `arriveMs`), then polls every frame from that moment until the
 * focused element is in view and has stayed put for three frames, or until `settleMs` have passed;
 * then reports. The name is null once focus has left the content or come round again (`fresh`
 * starts a new sweep).
 */
const measure = (page: Page, fresh = false) =>
  page.evaluate(
    async ({ fresh, maxHidden, settleMs, arriveMs }): Promise<Stop> => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const waiting = performance.now();
      // The key may take a while to arrive on a busy machine: a stop it has not reached yet would end the sweep.
      while (document.activeElement === window.__sweepLast && performance.now() - waiting < arriveMs) await frame();
      const started = performance.now();
      if (fresh || !window.__sweepSeen) window.__sweepSeen = new WeakSet();
      const focused = document.activeElement;
      window.__sweepLast = focused;
      if (!focused || focused === document.body || focused === document.documentElement)
        return { name: null, hidden: 0, where: "" };
      if (window.__sweepSeen.has(focused)) return { name: null, hidden: 0, where: "" };
      window.__sweepSeen.add(focused);
      const label = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
      const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""} "${label}"`;
      const header = document.querySelector("header:has(#site-menu)");
      // The header cannot cover itself, nor the skip link, which is fixed above it.
      if (!header || header.contains(focused) || getComputedStyle(focused).position === "fixed")
        return { name, hidden: 0, where: "" };
      const hiddenShare = () => {
        const box = focused.getBoundingClientRect();
        if (box.width * box.height === 0) return { hidden: 0, where: "" };
        const where = `top ${Math.round(box.top)} px in a ${window.innerHeight} px window`;
        // What the window shows of it: a box taller or wider than the window counts as shown when it fills it.
        const shownWidth = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
        const shownHeight = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        const fits = Math.min(box.width, window.innerWidth) * Math.min(box.height, window.innerHeight);
        const offScreen = shownWidth > 0 && shownHeight > 0 ? 1 - (shownWidth * shownHeight) / fits : 1;
        const covered = [header, document.querySelector("#site-menu[data-open='true']")]
          .filter((element): element is Element => element !== null)
          .map((element) => element.getBoundingClientRect())
          .map((cover) => {
            const width = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
            const height = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
            return width > 0 && height > 0 ? (width * height) / (box.width * box.height) : 0;
          });
        return { hidden: Math.min(1, Math.max(offScreen, ...covered)), where };
      };
      let still = 0;
      let lastTop = NaN;
      for (;;) {
        await frame();
        const top = focused.getBoundingClientRect().top;
        still = top === lastTop ? still + 1 : 0;
        lastTop = top;
        const now = hiddenShare();
        if ((now.hidden <= maxHidden && still >= 3) || performance.now() - started > settleMs) return { name, ...now };
      }
    },
    { fresh, maxHidden: MAX_HIDDEN, settleMs: SETTLE_MS, arriveMs: KEY_ARRIVES_MS },
  );

/** Tabs in one direction until focus leaves the content or comes round again (or MAX_STOPS); returns the stops that were hidden. */
async function sweep(page: Page, key: "Tab" | "Shift+Tab"): Promise<{ stops: number; hidden: string[] }> {
  const hidden: string[] = [];
  let stops = 0;
  await page.evaluate(() => (window.__sweepLast = document.activeElement));
  for (; stops < MAX_STOPS; stops++) {
    // The page watches for the focus move while the key's round trip is still under way.
    const [stop] = await Promise.all([measure(page, stops === 0), page.keyboard.press(key)]);
    if (stop.name === null) break;
    if (stop.hidden > MAX_HIDDEN)
      hidden.push(`${key} ${stop.name}: ${Math.round(stop.hidden * 100)} % hidden ${SETTLE_MS} ms on (${stop.where})`);
  }
  return { stops, hidden };
}

test.describe("focus is always on screen and never hidden behind the header (WCAG 2.4.7, 2.4.11)", () => {
  for (const routes of inGroups(ALL_ROUTES, ROUTE_GROUPS)) {
    test(`Tab and Shift+Tab through ${routes.join(", ")}`, { tag: "@phone" }, async ({ openPage, viewport }) => {
      test.setTimeout(180_000 * routes.length);
      // A sweep mostly waits for frames: its routes run in lanes, each lane one page (so one HTTP cache).
      const pages = await Promise.all(
        Array.from({ length: Math.min(LANES, routes.length) }, () => openPage({ viewport })),
      );
      // Background videos paused (the visitor's stored choice): decoding them slows every stop, and their
      // toggles are Tab stops either way.
      for (const page of pages)
        await page.addInitScript(() => window.localStorage.setItem("pravahpay:background-videos", "paused"));
      await inLanes(routes, pages.length, (route, lane) =>
        test.step(route, async () => {
          const page = pages[lane];
          await visit(page, route);
          const forward = await sweep(page, "Tab");
          // Start the way back from the end of the page, where the forward sweep left focus.
          const backward = await sweep(page, "Shift+Tab");
          test.info().annotations.push({
            type: "stops",
            description: `${route}: ${forward.stops} forward, ${backward.stops} back`,
          });
          // Soft: one route's failure does not hide the rest of the group's.
          expect.soft(forward.stops, `${route}: the sweep reached focusable content`).toBeGreaterThan(3);
          expect
            .soft(forward.stops, `${route}: raise MAX_STOPS, the sweep stopped before the end`)
            .toBeLessThan(MAX_STOPS);
          expect.soft([...forward.hidden, ...backward.hidden], `${route}: stops hidden`).toEqual([]);
        }),
      );
    });
  }

  // Issue 47's audit: Shift+Tab from the start of home goes to the footer's last link, the far end of
  // the page, across every section not yet laid out. Also without smooth scrolling.
  for (const route of ["/", "/hi/"]) {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      test(`Shift+Tab from the top of ${route} (${reducedMotion} motion)`, { tag: "@phone" }, async ({ page }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ reducedMotion });
        await page.addInitScript(() => window.localStorage.setItem("pravahpay:background-videos", "paused"));
        await visit(page, route);
        const backward = await sweep(page, "Shift+Tab");
        expect(backward.stops, "the sweep went round the page").toBeGreaterThan(10);
        expect(backward.hidden).toEqual([]);
      });
    }
  }
});

test.describe("the open mobile menu never covers what has focus", () => {
  const toggle = (page: Page) => page.locator("button[aria-controls='site-menu']");
  const menu = (page: Page) => page.locator("#site-menu");

  test("closes when Tab leaves its last link", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    // On a phone the menu's own Sign Up is hidden (the bar shows it): count only what Tab can reach,
    // links and the Login button alike.
    const stopsInMenu = menu(page).locator("a:visible, button:visible");
    const stops = await stopsInMenu.count();
    for (let i = 0; i < stops; i++) await page.keyboard.press("Tab");
    await expect(stopsInMenu.last()).toBeFocused();
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
      await expect(
        page
          .getByRole("banner")
          .locator("a:visible", { hasText: readContent("navigation.json").signupLabel })
          .first(),
        "the bar's Sign Up, just before the toggle",
      ).toBeFocused();
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

// Issue 47: on a phone a row of filter chips that scrolled sideways cut the chip Tab moved to, ring
// and all; the chips now wrap (category-filter.module.css). A chip that gets focus must be fully in
// view, its focus ring included, in both languages, whatever clips it.
test.describe("a focused filter chip is wholly in view, ring and all", () => {
  for (const route of ["/community-forum/", "/press-media/", "/case-studies/"]) {
    for (const translated of [route, `/hi${route}`]) {
      test(`Tab and Shift+Tab along the chips of ${translated}`, { tag: "@phone-only" }, async ({ page }) => {
        await visit(page, translated);
        const chips = page
          .getByRole("group")
          .filter({ has: page.locator("button[aria-pressed]") })
          .first();
        const count = await chips.locator("button").count();
        expect(count, "the route has a row of chips").toBeGreaterThan(2);
        /** How far the focused chip's ring reaches past what its scrolling row (or the window) shows, in px, once settled. */
        const cut = () =>
          page.evaluate(async (settleMs) => {
            const started = performance.now();
            const chip = document.activeElement as HTMLElement;
            // What clips it: the nearest ancestor that scrolls or hides overflow, else only the window.
            let row = chip.parentElement as HTMLElement;
            while (row !== document.body && getComputedStyle(row).overflowX === "visible")
              row = row.parentElement as HTMLElement;
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            let last = NaN;
            let still = 0;
            for (;;) {
              await frame();
              const style = getComputedStyle(chip);
              const ring = (parseFloat(style.outlineWidth) || 0) + (parseFloat(style.outlineOffset) || 0);
              const box = chip.getBoundingClientRect();
              const view = row.getBoundingClientRect();
              const left = Math.max(view.left + row.clientLeft, 0);
              const right = Math.min(view.left + row.clientLeft + row.clientWidth, window.innerWidth);
              const over = Math.max(0, left - (box.left - ring), box.right + ring - right);
              still = box.left === last ? still + 1 : 0;
              last = box.left;
              if ((over === 0 && still >= 3) || performance.now() - started > settleMs)
                return { chip: chip.textContent, over: Math.round(over * 10) / 10 };
            }
          }, SETTLE_MS);
        await chips.locator("button").first().focus();
        const problems: string[] = [];
        for (const key of ["Tab", "Shift+Tab"] as const) {
          for (let i = 1; i < count; i++) {
            await page.keyboard.press(key);
            const { chip, over } = await cut();
            if (over > 0) problems.push(`${key} to "${chip}": ${over} px cut`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
