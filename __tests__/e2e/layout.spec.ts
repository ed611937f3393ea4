import type { Page } from "@playwright/test";
import { pageCopy, pageUrl, readContent, site, team, withCompany } from "../support/site-data.mjs";
import { expect, heading, settled, test, visit } from "./fixtures";
import { tokenColour } from "./token-colour";

const navigation = readContent("navigation.json");
const services: { path: string }[] = readContent("services.json");
const mainLinks = (page: Page) => page.locator("nav[aria-label='Main'] a");

/** Labels of the main-navigation links drawn in the active colour (where you are: the highlight). */
const highlightedLinks = async (page: Page) => {
  const active = await tokenColour(page, "--color-active");
  return mainLinks(page).evaluateAll(
    (links, rgb) =>
      links.filter((link) => getComputedStyle(link).color === rgb).map((link) => link.textContent?.trim()),
    active,
  );
};

test.describe("header navigation", () => {
  test("lists the five spec links and highlights the current route", async ({ page }) => {
    for (const item of navigation.header) {
      await visit(page, pageUrl(item.href));
      await expect(mainLinks(page)).toHaveText(["Home", "How it works", "Our Services", "Our Team", "Contact Us"]);
      const current = page.locator("nav[aria-label='Main'] a[aria-current='page']");
      await expect(current, `one current link on ${item.href}`).toHaveCount(1);
      await expect(current).toHaveText(item.label);
      await expect.poll(() => highlightedLinks(page), { message: `highlighted on ${item.href}` }).toEqual([item.label]);
    }
  });

  test("keeps 'Our Team' highlighted on a member's profile, without calling it the current page", async ({ page }) => {
    await visit(page, `/team/${team[0].slug}/`);
    await expect.poll(() => highlightedLinks(page)).toEqual(["Our Team"]);
    await expect(page.locator("nav[aria-label='Main'] a[aria-current='page']")).toHaveCount(0);
  });

  test("highlights 'Our Services' on a product page, without calling it the current page", async ({ page }) => {
    test.slow(); // six pages
    for (const service of services) {
      await visit(page, pageUrl(service.path));
      await expect.poll(() => highlightedLinks(page), { message: service.path }).toEqual(["Our Services"]);
      await expect(page.locator("nav[aria-label='Main'] a[aria-current='page']")).toHaveCount(0);
    }
  });

  test("keeps Login and Sign Up in the header, each honest about what it does", { tag: "@phone" }, async ({ page }) => {
    await visit(page, "/");
    if (await page.getByRole("button", { name: "Open menu" }).isVisible()) {
      await page.getByRole("button", { name: "Open menu" }).click();
    }
    // Sign Up leads to the team that opens accounts; Login signs no one in, and says so in place.
    await expect(
      page.locator("header").getByRole("link", { name: navigation.signupLabel, exact: true }),
    ).toHaveAttribute("href", "/contact/");
    await expect(page.locator("header").getByRole("link", { name: navigation.loginLabel })).toHaveCount(0);
    const login = page.locator("header").getByRole("button", { name: navigation.loginLabel, exact: true });
    const note = page.locator("#login-note");
    await expect(note).toBeHidden();
    await login.click();
    await expect(login).toHaveAttribute("aria-expanded", "true");
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(note).toBeHidden();
    await expect(login).toBeFocused();
  });
});

// Spec 2.1: every route change lands at the top, from wherever the visitor was, onto a page of any
// length. A shorter page clamps the old position to its own end first (a profile opened from the
// last team card used to stay at its bottom, scrollY 345; /careers left from the foot of / at 1219).
test.describe("route changes land at the top", () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  /** Waits for the new page, then checks it reached the top and stayed there once everything had loaded. */
  async function expectAtTop(page: Page, route: RegExp, h1: string) {
    await expect(page).toHaveURL(route);
    await expect(heading(page)).toHaveText(h1);
    await expect.poll(() => scrollY(page), { message: "scrolled to the top" }).toBe(0);
    await settled(page);
    expect(await scrollY(page), "still at the top once the page has settled").toBe(0);
  }

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a profile opened from the last team card opens at its top (motion: ${reducedMotion})`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 }, reducedMotion });
      await visit(page, "/team/");
      const last = page.getByRole("link", { name: /^Read More/ }).last();
      await last.scrollIntoViewIfNeeded();
      expect(await scrollY(page), "scrolled down to the last card").toBeGreaterThan(0);
      const href = await last.getAttribute("href");
      const member = team.find((person) => `/team/${person.slug}/` === href);
      if (!member) throw new Error(`the last card links to ${href}, no member's profile`);
      await last.click();
      await expectAtTop(page, new RegExp(`/team/${member.slug}/$`), member.name);
    });

    test(`the footer's Careers link, from the bottom of home, opens /careers at its top (motion: ${reducedMotion})`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 }, reducedMotion });
      await visit(page, "/");
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await page.locator("footer a", { hasText: "Careers" }).click();
      await expectAtTop(page, /\/careers\/$/, withCompany(pageCopy("/careers").heading));
    });
  }
});

test.describe("mobile menu (1080 px and below)", () => {
  test(
    "folds the links behind a toggle that opens, closes on a link and on Escape",
    { tag: "@phone-only" },
    async ({ page }) => {
      await visit(page, "/");
      const toggle = page.locator("button[aria-controls='site-menu']");
      const ourTeam = page.locator("nav[aria-label='Main'] a", { hasText: "Our Team" });
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(mainLinks(page).first(), "links hidden while closed").toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expect(ourTeam).toBeVisible();

      await ourTeam.click();
      await expect(heading(page)).toHaveText(withCompany(pageCopy("/team").heading));
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(ourTeam).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(toggle, "focus back on the toggle").toBeFocused();
    },
  );

  test("shows the full navigation without a toggle above 1080 px", async ({ openPage }) => {
    for (const [width, toggleVisible] of [
      [1080, true],
      [1081, false],
    ] as const) {
      const page = await openPage({ viewport: { width, height: 800 } });
      await visit(page, "/");
      const toggle = page.locator("button[aria-controls='site-menu']");
      const firstLink = mainLinks(page).first();
      if (toggleVisible) {
        await expect(toggle, `${width}px`).toBeVisible();
        await expect(firstLink, `${width}px`).toBeHidden();
      } else {
        await expect(toggle, `${width}px`).toBeHidden();
        await expect(firstLink, `${width}px`).toBeVisible();
      }
    }
  });
});

test.describe("footer", () => {
  test("has the four groups with the spec's links, each resolving to a real page", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("footer nav h2")).toHaveText([
      /^about$/i,
      /^resources$/i,
      /^support and contact$/i,
      /^legal$/i,
    ]);
    const legal = page.locator("footer nav", { has: page.locator("h2", { hasText: /legal/i }) }).locator("a");
    await expect(legal).toHaveText(["Term of use", "Privacy policy", "Security"]);
    const links = page.locator("footer nav a");
    await expect(links).toHaveCount(15);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).not.toMatch(/Page Not Found/);
    }
  });

  test("has four named social links and the 2025 copyright", async ({ page }) => {
    await visit(page, "/");
    for (const name of ["Facebook", "Instagram", "LinkedIn", "X (Twitter)"]) {
      const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
      await expect(link, name).toHaveCount(1);
      await expect(link, name).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("contentinfo")).toContainText(/© 2025/);
    expect(site.copyrightYear).toBe(2025);
  });

  test("carries the regulatory line: legal name, CIN, registered office and the grievance policy", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    const { regulatory, address } = site;
    await expect(footer).toContainText(`${regulatory.cinLabel} ${regulatory.cin}`);
    await expect(footer).toContainText(`${regulatory.registeredOfficeLabel}: ${address.streetAddress}`);
    await expect(footer).toContainText(site.legalName);
    await footer.getByRole("link", { name: regulatory.grievancePolicy.label }).click();
    await expect(page).toHaveURL(new RegExp(`${pageUrl(regulatory.grievancePolicy.href)}$`));
  });

  test("gives every link a row of at least 44 px and lines the groups up", { tag: "@phone" }, async ({ page }) => {
    await visit(page, "/");
    const heights = await page
      .locator("footer nav a")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    // Groups side by side start their first links on one line, however their headings wrap.
    const firstLinks = await page
      .locator("footer nav")
      .evaluateAll((groups) => groups.map((group) => group.querySelector("a")?.getBoundingClientRect().top ?? 0));
    for (const a of firstLinks)
      for (const b of firstLinks)
        if (Math.abs(a - b) < 60) expect(a, "first links of neighbouring groups").toBeCloseTo(b, 0);
  });

  test("offers a skip link to the main content", async ({ page }) => {
    await visit(page, "/team/");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Skip to content");
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});

// Design review, round 9: a tablet got the phone's layout, its column 20 px from the screen's
// edges. From about 600 px the page keeps margins of its own, and the header, the page's words and
// the footer still start on one line.
test.describe("a tablet's page has margins of its own", () => {
  for (const width of [768, 820])
    for (const route of ["/", "/services/", "/payment-aggregator/", "/careers/", "/hi/", "/hi/community-forum/"])
      test(`${route} at ${width} px`, async ({ openPage }) => {
        const page = await openPage({ viewport: { width, height: 1024 } });
        await visit(page, route);
        const left = (locator: ReturnType<Page["locator"]>) =>
          locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));
        const right = (locator: ReturnType<Page["locator"]>) =>
          locator.evaluate((element) =>
            Math.round(document.documentElement.clientWidth - element.getBoundingClientRect().right),
          );
        const headline = page.locator("main h1");
        expect(await left(headline), "the headline's left margin").toBeGreaterThanOrEqual(32);
        const logo = page.locator("header a").first();
        expect(await left(logo), "the header's logo lines up with the headline").toBe(await left(headline));
        const toggle = page.locator("header button[aria-expanded]").first();
        expect(await right(toggle), "the header's right margin").toBeGreaterThanOrEqual(32);
        const footerLogo = page.locator("footer a").first();
        expect(await left(footerLogo), "the footer lines up with the headline").toBe(await left(headline));
      });
});
