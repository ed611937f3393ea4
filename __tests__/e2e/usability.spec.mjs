// Beyond axe: the keyboard alone, visible focus, 200% zoom (320 CSS px) and reduced motion.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ALL_ROUTES, closePage, measureLayoutShift, openPage, readContent, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();

/** What has focus, as a visitor would name it, and whether a focus ring is drawn around it. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    // A ring on the element itself, or on the ::after a stretched card link draws it on.
    const ringOn = (style) => (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const ring = ringOn(getComputedStyle(el)) || ringOn(getComputedStyle(el, "::after"));
    return {
      tag: el.tagName,
      text: (el.getAttribute("aria-label") || el.textContent || "").trim(),
      ring,
      inDialog: !!el.closest("dialog"),
      onPage: el !== document.body, // body: focus is in the browser's own UI
    };
  });

async function tabUntil(page, predicate, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    assert.ok(now.ring, `focus is visible on ${now.tag} "${now.text}"`);
    if (predicate(now)) return now;
  }
  throw new Error("never reached the element by Tab");
}

describe("keyboard only", () => {
  it("tabs through the header with visible focus, in reading order", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      const order = [];
      for (let i = 0; i < 9; i += 1) {
        await page.keyboard.press("Tab");
        const now = await focused(page);
        assert.ok(now.ring, `focus is visible on "${now.text}"`);
        order.push(now.text);
      }
      assert.equal(order[0], "Skip to content");
      const nav = readContent("navigation.json");
      for (const link of nav.header) assert.ok(order.includes(link.label), `${link.label} is reachable`);
      assert.ok(order.indexOf("Home") < order.indexOf("Contact Us"));
    } finally {
      await closePage(page);
    }
  });

  it("opens and closes the mobile menu, and a modal, from the keyboard; focus comes back", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/case-studies");
      await tabUntil(page, (now) => now.text === "Open menu");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Close menu" }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Open menu" }).waitFor();
      assert.equal((await focused(page)).text, "Open menu");

      const [study] = readContent("case-studies.json");
      await tabUntil(page, (now) => now.text === study.title);
      await page.keyboard.press("Enter");
      await page.getByRole("dialog", { name: study.title }).waitFor();
      assert.ok((await focused(page)).inDialog, "focus moved into the dialog");
      for (let i = 0; i < 3; i += 1) {
        // The page behind is inert: Tab cycles through the dialog (and the browser's own UI).
        await page.keyboard.press("Tab");
        const now = await focused(page);
        assert.ok(now.inDialog || !now.onPage, `focus left the dialog for ${now.tag} "${now.text}"`);
      }
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      assert.equal((await focused(page)).text, study.title);
    } finally {
      await closePage(page);
    }
  });

  it("fills in and submits the feedback form without a mouse", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/feedback");
      await page.locator("#feedback-name").focus();
      await page.keyboard.type("Ravi Kumar");
      await page.keyboard.press("Tab");
      await page.keyboard.type("ravi@example.in");
      await page.keyboard.press("Tab"); // into the star rating, a radio group
      await page.keyboard.press("Space");
      for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
      assert.equal(await page.locator("input[type=radio]:checked").getAttribute("value"), "4");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Settlements are quick.");
      assert.equal(await page.locator("#feedback-message").inputValue(), "Settlements are quick.");
      await tabUntil(page, (now) => now.text === "Submit Feedback");
      await page.keyboard.press("Enter");
      await page.getByText("Thank you for your feedback!").waitFor();
    } finally {
      await closePage(page);
    }
  });
});

describe("layout stability", () => {
  // Lighthouse measures one load; this loads every route on a phone and a desktop, scrolling to the
  // end so lazy media arrive too. Image boxes, the font and the stacked testimonial slides must
  // all hold their space while the HTML is still streaming in.
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    it(`no route shifts its layout while loading and scrolling, ${viewport.width} px wide`, async () => {
      const shifting = [];
      for (const route of ALL_ROUTES) {
        const { total, moved } = await measureLayoutShift(context, route, viewport);
        if (total >= 0.01) shifting.push(`${route}: ${total.toFixed(4)} (${moved.join(", ")})`);
      }
      assert.deepEqual(shifting, []);
    });
  }
});

describe("200% zoom and reduced motion", () => {
  it("no route scrolls sideways at 320 CSS px (a 640 px window at 200%)", async () => {
    const page = await openPage(context, { width: 320, height: 640 });
    try {
      const wide = [];
      for (const route of ALL_ROUTES) {
        await visit(page, context, route);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${route}: ${width}px`);
      }
      assert.deepEqual(wide, []);
    } finally {
      await closePage(page);
    }
  });

  it("nothing animates on any route for visitors who prefer reduced motion", async () => {
    const page = await openPage(context, { reducedMotion: "reduce" });
    try {
      const moving = [];
      for (const route of ALL_ROUTES) {
        await visit(page, context, route);
        const running = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running")
            .map((animation) => animation.effect?.target?.className || "?"),
        );
        const playing = await page.evaluate(() => [...document.querySelectorAll("video")].filter((v) => !v.paused).length);
        if (running.length || playing) moving.push(`${route}: ${running.join(", ")} ${playing} video(s)`);
      }
      assert.deepEqual(moving, []);
    } finally {
      await closePage(page);
    }
  });
});

describe("a malformed #fragment", () => {
  // Gatsby's scroll handler decodeURI()s the hash unguarded: the URIError used to empty #___gatsby.
  const assertRendered = async (page, where) => {
    assert.ok(await page.locator("h1").first().isVisible(), `${where}: the h1 is visible`);
    assert.ok(await page.locator("#___gatsby").evaluate((root) => root.childElementCount > 0), `${where}: #___gatsby is not empty`);
    assert.deepEqual(page.problems, [], where);
  };

  for (const route of ["/#%", "/team#%zz", "/contact#%E0%A4%A"]) {
    it(`renders ${route} normally`, async () => {
      const page = await openPage(context);
      try {
        await visit(page, context, route);
        await assertRendered(page, route);
      } finally {
        await closePage(page);
      }
    });
  }

  it("keeps the page when a malformed hash is typed after it loaded", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/team");
      await page.evaluate(() => {
        window.location.hash = "%zz";
      });
      await page.waitForTimeout(500); // the router re-renders a frame after the popstate
      await assertRendered(page, "/team, then #%zz");
    } finally {
      await closePage(page);
    }
  });
});
