import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  closePage,
  openPage,
  pageCopy,
  readContent,
  site,
  team,
  useSiteAndBrowser,
  visit,
  waitForHeading,
  withCompany,
} from "./helpers.mjs";

const context = useSiteAndBrowser();
const navigation = readContent("navigation.json");

/** Labels of the main-navigation links drawn in the accent colour (the highlight). */
const highlightedLinks = (page) =>
  page.locator("nav[aria-label='Main'] a").evaluateAll((links) => {
    const accent = getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim();
    const probe = document.createElement("span");
    probe.style.color = accent;
    document.body.append(probe);
    const accentRgb = getComputedStyle(probe).color;
    probe.remove();
    return links.filter((link) => getComputedStyle(link).color === accentRgb).map((link) => link.textContent?.trim());
  });

describe("header navigation", () => {
  it("lists the five spec links and highlights the current route", async () => {
    const page = await openPage(context);
    try {
      for (const item of navigation.header) {
        await visit(page, context, item.href);
        const links = page.locator("nav[aria-label='Main'] a");
        assert.deepEqual(await links.allInnerTexts(), ["Home", "How it works", "Our Services", "Our Team", "Contact Us"]);
        const current = page.locator("nav[aria-label='Main'] a[aria-current='page']");
        assert.equal(await current.count(), 1, `one current link on ${item.href}`);
        assert.equal(await current.innerText(), item.label);
        assert.deepEqual(await highlightedLinks(page), [item.label], `highlighted on ${item.href}`);
      }
    } finally {
      await closePage(page);
    }
  });

  it("keeps 'Our Team' highlighted on a member's profile, without calling it the current page", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, `/team/${team[0].slug}`);
      assert.deepEqual(await highlightedLinks(page), ["Our Team"]);
      assert.equal(await page.locator("nav[aria-label='Main'] a[aria-current='page']").count(), 0);
    } finally {
      await closePage(page);
    }
  });

  it("navigates client-side and scrolls back to the top", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator("footer a", { hasText: "Careers" }).click();
      await page.waitForURL("**/careers");
      await waitForHeading(page, withCompany(pageCopy("/careers").heading));
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await closePage(page);
    }
  });

  it("keeps Login and Sign Up in the header", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      for (const label of [navigation.loginLabel, navigation.signupLabel]) {
        assert.ok(await page.locator("header").getByRole("link", { name: label, exact: true }).isVisible());
      }
    } finally {
      await closePage(page);
    }
  });
});

describe("mobile menu (1080 px and below)", () => {
  it("folds the links behind a toggle that opens, closes on a link and on Escape", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      const firstLink = page.locator("nav[aria-label='Main'] a").first();
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");
      assert.equal(await firstLink.isVisible(), false, "links hidden while closed");

      await toggle.click();
      const close = page.getByRole("button", { name: "Close menu" });
      assert.equal(await close.getAttribute("aria-expanded"), "true");
      assert.ok(await page.locator("nav[aria-label='Main'] a", { hasText: "Our Team" }).isVisible());

      await page.locator("nav[aria-label='Main'] a", { hasText: "Our Team" }).click();
      await waitForHeading(page, withCompany(pageCopy("/team").heading));
      assert.equal(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"), "false");
      assert.equal(await page.locator("nav[aria-label='Main'] a", { hasText: "Our Team" }).isVisible(), false);

      // Login and Sign Up are links in the menu too: choosing one closes it, even on /contact itself.
      for (const label of [navigation.loginLabel, navigation.signupLabel]) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.locator("#site-menu").getByRole("link", { name: label, exact: true }).click();
        await page.waitForURL("**/contact");
        assert.equal(await page.locator("button[aria-controls='site-menu']").getAttribute("aria-expanded"), "false", label);
        assert.equal(await page.locator("#site-menu").getByRole("link", { name: label, exact: true }).isVisible(), false, label);
      }

      await page.getByRole("button", { name: "Open menu" }).click();
      await page.keyboard.press("Escape");
      assert.equal(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"), "false");
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls")), "site-menu");
    } finally {
      await closePage(page);
    }
  });

  it("shows the full navigation without a toggle above 1080 px", async () => {
    for (const [width, toggleVisible] of [
      [1080, true],
      [1081, false],
    ]) {
      const page = await openPage(context, { width, height: 800 });
      try {
        await visit(page, context, "/");
        assert.equal(await page.locator("button[aria-controls='site-menu']").isVisible(), toggleVisible, `${width}px`);
        assert.equal(await page.locator("nav[aria-label='Main'] a").first().isVisible(), !toggleVisible, `${width}px`);
      } finally {
        await closePage(page);
      }
    }
  });
});

describe("footer", () => {
  it("has the four groups with the spec's links, each resolving to a real page", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      const groups = await page.locator("footer nav h2").allInnerTexts();
      assert.deepEqual(
        groups.map((g) => g.toLowerCase()),
        ["about", "resources", "support and contact", "legal"],
      );
      const legal = page.locator("footer nav", { has: page.locator("h2", { hasText: /legal/i }) }).locator("a");
      assert.deepEqual(await legal.allInnerTexts(), ["Term of use", "Privacy policy", "Security"]);
      const hrefs = await page.locator("footer nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      assert.equal(hrefs.length, 15);
      for (const href of hrefs) {
        const response = await page.request.get(`${context.url}${href}`);
        assert.equal(response.status(), 200, href);
        assert.doesNotMatch(await response.text(), /Page Not Found/, href);
      }
    } finally {
      await closePage(page);
    }
  });

  it("has four named social links and the 2025 copyright", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      for (const name of ["Facebook", "Instagram", "LinkedIn", "X (Twitter)"]) {
        const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
        assert.equal(await link.count(), 1, name);
        assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
      }
      assert.match(await page.getByRole("contentinfo").innerText(), /© 2025/);
      assert.equal(site.copyrightYear, 2025);
    } finally {
      await closePage(page);
    }
  });

  it("offers a skip link to the main content", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/team");
      await page.keyboard.press("Tab");
      const skip = page.locator(":focus");
      assert.equal(await skip.innerText(), "Skip to content");
      await page.keyboard.press("Enter");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
    } finally {
      await closePage(page);
    }
  });
});
