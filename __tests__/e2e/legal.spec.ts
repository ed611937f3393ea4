// /terms, /security and /privacy (spec 2.8), checked as a visitor sees them.
import type { Page } from "@playwright/test";
import { grievanceOfficer, pageCopy, readContent, site, withCompany, withTokens } from "../support/site-data.mjs";
import { expect, heading, test, visit } from "./fixtures";

interface Section {
  title: string;
  content: string;
}
interface PrivacySection {
  slug: string;
  title: string;
  paragraphs: string[];
}

const terms = readContent("terms.json");
const termSections: Section[] = readContent("terms-sections.json");
const security = readContent("security.json");
const privacy: PrivacySection[] = readContent("privacy-sections.json");

/** The sections a case-insensitive search of titles and text should leave, as the content says. */
const expectedTerms = (query: string) =>
  termSections
    .filter((s) => [s.title, s.content].some((text) => text.toLowerCase().includes(query.trim().toLowerCase())))
    .map((s) => s.title);

const accordion = (page: Page) => page.locator("main button[aria-expanded]");
const openState = (page: Page) =>
  accordion(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));
const only = (length: number, index: number) => Array.from({ length }, (_, i) => i === index);

test.describe("/terms (spec 2.8)", () => {
  test("lists the eight sections in the spec's order, one open at a time, the open one closing on a click", async ({
    page,
    log,
  }) => {
    await visit(page, "/terms/");
    await expect(heading(page)).toHaveText(pageCopy("/terms").heading);
    expect(pageCopy("/terms").heading).toBe("Terms of Use");
    const titles = termSections.map((s) => s.title);
    expect(titles).toEqual([
      "Introduction",
      "Account Registration",
      "User Responsibilities",
      "Payments & Transactions",
      "Intellectual Property",
      "Privacy & Security",
      "Modifications & Termination",
      "Limitation of Liability",
    ]);
    await expect(accordion(page)).toHaveText(titles);
    await expect(page.locator("main h2"), "each section is an h2 under the h1").toHaveText(titles);
    await expect.poll(() => openState(page), { message: "the introduction is open on arrival" }).toEqual(only(8, 0));
    await expect(page.getByText(termSections[0].content)).toBeVisible();

    const buttons = accordion(page);
    await buttons.nth(3).click();
    await expect.poll(() => openState(page)).toEqual(only(8, 3));
    await expect(page.getByText(termSections[3].content)).toBeVisible();
    await expect(page.getByText(termSections[0].content)).toBeHidden();
    await buttons.nth(6).click();
    await expect.poll(() => openState(page)).toEqual(only(8, 6));
    await buttons.nth(6).click();
    await expect.poll(() => openState(page), { message: "clicking the open section closes it" }).toEqual(only(8, -1));
    expect(log.problems).toEqual([]);
  });

  test("filters by title or text as typed, ignoring case, and says exactly what was not found", async ({ page }) => {
    await visit(page, "/terms/");
    const search = page.getByPlaceholder("Search terms...");
    await search.fill("PAYMENTS");
    expect(expectedTerms("PAYMENTS")).toContain("Payments & Transactions");
    await expect(accordion(page)).toHaveText(expectedTerms("PAYMENTS"));

    await search.fill("npci");
    expect(expectedTerms("npci").length).toBeGreaterThan(0);
    expect(expectedTerms("npci").some((title) => title.toLowerCase().includes("npci"))).toBe(false);
    await expect(accordion(page), "matches the text, not only titles").toHaveText(expectedTerms("npci"));

    await search.fill("gurgaon");
    await expect(accordion(page)).toHaveText(expectedTerms("gurgaon"));

    await search.fill("cryptocurrency");
    await expect(accordion(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText('No results found for "cryptocurrency"');
    await expect(page.getByText('No results found for "cryptocurrency"', { exact: true })).toBeVisible();

    await search.fill("");
    await expect(accordion(page)).toHaveText(termSections.map((s) => s.title));
    await expect(page.getByText(/No results found/)).toBeHidden();
  });

  test("keeps an open section open while it still matches, and opens results one at a time", async ({ page }) => {
    await visit(page, "/terms/");
    const search = page.getByPlaceholder("Search terms...");
    await page.getByRole("button", { name: "Payments & Transactions" }).click();
    await search.fill("bank");
    const titles = expectedTerms("bank");
    const open = titles.indexOf("Payments & Transactions");
    expect(titles.length > 1 && open >= 0, "the query leaves several sections, the open one among them").toBe(true);
    await expect(accordion(page)).toHaveText(titles);
    await expect.poll(() => openState(page)).toEqual(only(titles.length, open));
    const other = open === 0 ? 1 : 0;
    await accordion(page).nth(other).click();
    await expect.poll(() => openState(page)).toEqual(only(titles.length, other));
    await search.fill("");
    await expect
      .poll(() => openState(page))
      .toEqual(
        only(
          8,
          termSections.findIndex((s) => s.title === titles[other]),
        ),
      );
  });

  test("has a Contact Support button that leads to the contact page", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/terms/");
    const button = page.getByRole("link", { name: terms.ctaLabel });
    expect(terms.ctaLabel).toBe("Contact Support");
    await expect(button).toHaveAttribute("href", `${terms.ctaHref}/`);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${terms.ctaHref}/$`));
    await expect(heading(page)).toHaveText(withCompany(pageCopy(terms.ctaHref).heading));
  });
});

test.describe("/security (spec 2.8)", () => {
  test("shows the heading with the company name and the four feature cards with what they promise", async ({
    page,
    log,
  }) => {
    await visit(page, "/security/");
    await expect(heading(page)).toHaveText(`Security at ${site.name}`);
    const cards = page.getByRole("list", { name: security.featuresHeading }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    const featureTitles = security.features.map((f: Section) => f.title);
    await expect(cards.locator("h3")).toHaveText(featureTitles);
    expect(featureTitles).toEqual([
      "End-to-End Encryption",
      "Two-Factor Authentication",
      "Server & Infrastructure Security",
      "Fraud Detection & Monitoring",
    ]);
    await expect(cards.nth(0)).toContainText(/AES-256/);
    await expect(cards.nth(0)).toContainText(/TLS/);
    await expect(cards.nth(2)).toContainText(/SOC-2/);
    await expect(cards.nth(2)).toContainText(/ISO 27001/);
    await expect(cards.nth(2)).toContainText(/24\/7/);
    await expect(cards.nth(3)).toContainText(/AI-powered/);
    await expect(cards.nth(3)).toContainText(/real time/);
    await expect(cards.locator("svg"), "one icon per card").toHaveCount(4);
    expect(log.problems).toEqual([]);
  });

  test("has the four practices in one accordion, one open at a time, closing on a second click", async ({ page }) => {
    await visit(page, "/security/");
    await expect(page.getByRole("heading", { level: 2, name: security.practicesHeading })).toBeVisible();
    const practiceTitles = security.practices.map((p: Section) => p.title);
    await expect(accordion(page)).toHaveText(practiceTitles);
    expect(practiceTitles).toEqual([
      "PCI-DSS Compliance",
      "Regular Security Audits",
      "Data Privacy & Protection",
      "Business Continuity & Disaster Recovery",
    ]);
    await expect.poll(() => openState(page)).toEqual(only(4, 0));
    const buttons = accordion(page);
    await buttons.nth(2).click();
    await expect.poll(() => openState(page)).toEqual(only(4, 2));
    const privacyText = page.getByText(security.practices[2].content);
    await expect(privacyText).toContainText(/GDPR/);
    await expect(privacyText).toContainText(/Digital Personal Data Protection Act/);
    await buttons.nth(2).click();
    await expect.poll(() => openState(page)).toEqual(only(4, -1));
    await buttons.nth(3).click();
    await expect.poll(() => openState(page)).toEqual(only(4, 3));
  });

  test("has a Contact Security Team button that starts an e-mail to the support address", async ({ page }) => {
    await visit(page, "/security/");
    await expect(page.getByText(security.ctaText)).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Security Team" })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=${encodeURIComponent(security.ctaSubject)}`,
    );
  });
});

test.describe("/privacy (spec 2.8)", () => {
  test(
    "shows the policy in six numbered sections with a table of contents that links to each",
    { tag: "@phone-only" },
    async ({ page, log }) => {
      await visit(page, "/privacy/");
      await expect(heading(page)).toHaveText(pageCopy("/privacy").heading);
      expect(privacy.map((s) => s.title)).toEqual([
        "Introduction",
        "Information We Collect and How We Use It",
        "Account Information of Merchants",
        "Customer Information",
        "Activity",
        "Cookies",
      ]);
      await expect(page.locator("main section[id] h2")).toHaveText(privacy.map((s, i) => `${i + 1}. ${s.title}`));
      for (const section of privacy) {
        for (const paragraph of section.paragraphs) {
          await expect(page.locator(`#${section.slug}`).getByText(withTokens(paragraph))).toHaveCount(1);
        }
      }
      const toc = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(toc).toHaveText(privacy.map((s) => s.title));
      await toc.nth(4).click();
      await expect(page).toHaveURL(/#activity$/);
      await expect
        .poll(
          () =>
            page.locator("#activity").evaluate((section) => {
              const { top } = section.getBoundingClientRect();
              return top >= 0 && top < window.innerHeight / 2;
            }),
          { message: "#activity scrolled into the upper half of the window" },
        )
        .toBe(true);
      await expect(page.getByRole("heading", { name: "5. Activity" })).toBeVisible();
      expect(log.problems).toEqual([]);
    },
  );

  test("says, under the DPDP Act, why data is used, the visitor's rights, how to complain and whom to ask", async ({
    page,
  }) => {
    await visit(page, "/privacy/");
    const main = page.locator("main");
    const asShown = { useInnerText: true };
    await expect(main).toContainText(/Digital Personal Data Protection Act, 2023/, asShown);
    await expect(main).toContainText(/purposes/, asShown);
    await expect(main).toContainText(/right to access/, asShown);
    await expect(main).toContainText(/withdraw consent/, asShown);
    await expect(main).toContainText(/Data Protection Board of India/, asShown);
    await expect(main, "the Grievance Officer's name, e-mail, phone and address").toContainText(
      `Grievance Officer: ${grievanceOfficer}`,
      asShown,
    );
    await expect(main, "one grievance address, the help centre's").not.toContainText("privacy@");
    const mail = page.getByRole("link", { name: site.grievanceOfficer.email }).first();
    await expect(mail).toHaveAttribute("href", `mailto:${site.grievanceOfficer.email}`);
    await expect(main).toContainText(
      /carried by our e-mail service, EmailJS \(EmailJS Pte\. Ltd\.\), which acts as our data processor/,
      asShown,
    );
    await expect(main, "the company is named, not {company}").toContainText(
      `how ${site.name}, as a data fiduciary`,
      asShown,
    );
  });
});
