// Beyond axe: the keyboard alone, visible focus, 200% zoom (320 CSS px) and reduced motion. Layout
// stability on every route is every-route.spec.ts's.
import type { Page } from "@playwright/test";
import { ALL_ROUTES, SAMPLED_ROUTES, readContent } from "../support/site-data.mjs";
import { expect, test, settled, visit, type PageLog } from "./fixtures";

interface Focused {
  tag: string;
  text: string;
  ring: boolean;
  inDialog: boolean;
  /** false when focus is on <body>: in the browser's own UI. */
  onPage: boolean;
}

/** What has focus, as a visitor would name it, and whether a focus ring is drawn around it. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement ?? document.body;
    // A ring on the element itself, or on the ::after a stretched card link draws it on.
    const ringOn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const ring = ringOn(getComputedStyle(el)) || ringOn(getComputedStyle(el, "::after"));
    return {
      tag: el.tagName,
      text: (el.getAttribute("aria-label") || el.textContent || "").trim(),
      ring,
      inDialog: !!el.closest("dialog"),
      onPage: el !== document.body, // body: focus is in the browser's own UI
    };
  });

/** Presses Tab until `predicate` holds for the focused element, each stop showing a focus ring. */
async function tabUntil(page: Page, predicate: (now: Focused) => boolean, limit = 80): Promise<Focused> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    expect(now.ring, `focus is visible on ${now.tag} "${now.text}"`).toBe(true);
    if (predicate(now)) return now;
  }
  throw new Error("never reached the element by Tab");
}

test.describe("keyboard only", () => {
  test("tabs through the header with visible focus, in reading order", async ({ page }) => {
    await visit(page, "/");
    const order: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now.ring, `focus is visible on "${now.text}"`).toBe(true);
      order.push(now.text);
    }
    expect(order[0]).toBe("Skip to content");
    const nav = readContent("navigation.json");
    for (const link of nav.header) expect(order, `${link.label} is reachable`).toContain(link.label);
    expect(order.indexOf("Home")).toBeLessThan(order.indexOf("Contact Us"));
  });

  test(
    "opens and closes the mobile menu, and a modal, from the keyboard; focus comes back",
    { tag: "@phone-only" },
    async ({ page }) => {
      await visit(page, "/case-studies/");
      await tabUntil(page, (now) => now.text === "Open menu");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect.poll(async () => (await focused(page)).text).toBe("Open menu");

      const [study] = readContent("case-studies.json");
      await tabUntil(page, (now) => now.text === study.title);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: study.title })).toBeVisible();
      await expect
        .poll(async () => (await focused(page)).inDialog, { message: "focus moved into the dialog" })
        .toBe(true);
      for (let i = 0; i < 3; i += 1) {
        // The page behind is inert: Tab cycles through the dialog (and the browser's own UI).
        await page.keyboard.press("Tab");
        const now = await focused(page);
        expect(now.inDialog || !now.onPage, `focus left the dialog for ${now.tag} "${now.text}"`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect
        .poll(async () => (await focused(page)).text, { message: "focus back on the story's card" })
        .toBe(study.title);
    },
  );

  test("fills in and submits the feedback form without a mouse", async ({ page }) => {
    await visit(page, "/feedback/");
    await page.locator("#feedback-name").focus();
    await page.keyboard.type("Ravi Kumar");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ravi@example.in");
    await page.keyboard.press("Tab"); // into the star rating, a radio group
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
    await expect(page.locator("input[type=radio]:checked")).toHaveAttribute("value", "4");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Settlements are quick.");
    await expect(page.locator("#feedback-message")).toHaveValue("Settlements are quick.");
    await tabUntil(page, (now) => now.text === "Submit Feedback");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  });
});

test.describe("200% zoom and reduced motion", () => {
  test("no route scrolls sideways at 320 CSS px (a 640 px window at 200%)", async ({ openPage }) => {
    test.setTimeout(300_000);
    const page = await openPage({ viewport: { width: 320, height: 640 } });
    const wide: string[] = [];
    for (const route of ALL_ROUTES) {
      await visit(page, route);
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${route}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });

  test.describe(() => {
    test.use({ reducedMotion: "reduce" });

    test("nothing animates on any route for visitors who prefer reduced motion", async ({ page }) => {
      test.setTimeout(300_000);
      const moving: string[] = [];
      for (const route of SAMPLED_ROUTES) {
        await visit(page, route);
        await settled(page);
        // Measured once the route has loaded, not retried: an animation that later ends still moved.
        const running = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running")
            .map((animation) => {
              const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
              return (target instanceof Element && String(target.className)) || "?";
            }),
        );
        const playing = await page.evaluate(
          () => [...document.querySelectorAll("video")].filter((v) => !v.paused).length,
        );
        if (running.length || playing) moving.push(`${route}: ${running.join(", ")} ${playing} video(s)`);
      }
      expect(moving).toEqual([]);
    });
  });
});

test.describe("a malformed #fragment", () => {
  // Gatsby's scroll handler decodeURI()s the hash unguarded: the URIError used to empty #___gatsby.
  const expectRendered = async (page: Page, log: PageLog, where: string) => {
    await expect(page.locator("h1").first(), `${where}: the h1 is visible`).toBeVisible();
    await expect(page.locator("#___gatsby > *").first(), `${where}: #___gatsby is not empty`).toBeAttached();
    expect(log.problems, where).toEqual([]);
  };

  for (const route of ["/#%", "/team/#%zz", "/contact/#%E0%A4%A"]) {
    test(`renders ${route} normally`, async ({ page, log }) => {
      await visit(page, route);
      await expectRendered(page, log, route);
    });
  }

  test("keeps the page when a malformed hash is typed after it loaded", async ({ page, log }) => {
    await visit(page, "/team/");
    // Resolves once the browser has told the page (popstate, then hashchange) and two frames have
    // been drawn since: the router has re-rendered for the new address by then.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener(
            "hashchange",
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            { once: true },
          );
          window.location.hash = "%zz";
        }),
    );
    await expectRendered(page, log, "/team/, then #%zz");
  });
});

// Issue 13: a heading's size says what the block is, not its level, so the same block is the same
// size on home (an h3 under the section's h2) and on its own page (an h2 under the page's h1).
test.describe("type scale", () => {
  const services = readContent("services.json");
  const team = readContent("team.json");
  const contact = readContent("contact.json");
  const about = readContent("about.json");
  const blocks = [
    { name: services[1].why.heading, home: "#trust", page: "/trust/" },
    // Home summarises a product (issue 43): its benefit groups are on its own page only, its cards on both.
    { name: services[5].cards[0].title, home: "#compliance", page: "/compliance-suite/" },
    { name: services[1].accordionHeading, home: "#trust", page: "/trust/" },
    { name: team[0].name, home: "#team", page: "/team/" },
    { name: contact.formHeading, home: "#contact", page: "/contact/" },
    { name: about.missionHeading, home: "#aboutus", page: "/about-us/" },
  ];

  const fontSize = (page: Page, scope: string, name: string) =>
    page
      .locator(scope)
      .getByRole("heading", { name, exact: true })
      .first()
      .evaluate((heading) => getComputedStyle(heading).fontSize);

  test("draws each block heading at one size on home and on its own page", { tag: "@phone" }, async ({ page }) => {
    await visit(page, "/");
    const onHome = [];
    for (const block of blocks) onHome.push(await fontSize(page, block.home, block.name));
    for (const [index, block] of blocks.entries()) {
      await visit(page, block.page);
      expect(await fontSize(page, "main", block.name), `'${block.name}' on ${block.page} and on home`).toBe(
        onHome[index],
      );
    }
  });
});
