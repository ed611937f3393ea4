// /terms, /security and /privacy (spec 2.8), checked as a visitor sees them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  closePage,
  grievanceOfficer,
  openPage,
  pageCopy,
  readContent,
  site,
  useSiteAndBrowser,
  visit,
  waitForHeading,
  withCompany,
  withTokens,
} from "./helpers.mjs";

const context = useSiteAndBrowser();
const terms = readContent("terms.json");
const termSections = readContent("terms-sections.json");
const security = readContent("security.json");
const privacy = readContent("privacy-sections.json");

/** The sections a case-insensitive search of titles and text should leave, as the content says. */
const expectedTerms = (query) =>
  termSections
    .filter((s) => [s.title, s.content].some((text) => text.toLowerCase().includes(query.trim().toLowerCase())))
    .map((s) => s.title);

const accordionTitles = (page) => page.locator("main button[aria-expanded]").allInnerTexts();
const openState = (page) =>
  page.locator("main button[aria-expanded]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));
const only = (length, index) => Array.from({ length }, (_, i) => i === index);

describe("/terms (spec 2.8)", () => {
  it("lists the eight sections in the spec's order, one open at a time, the open one closing on a click", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/terms");
      assert.equal(await page.locator("h1").innerText(), pageCopy("/terms").heading);
      assert.equal(pageCopy("/terms").heading, "Terms of Use");
      const titles = termSections.map((s) => s.title);
      assert.deepEqual(titles, [
        "Introduction",
        "Account Registration",
        "User Responsibilities",
        "Payments & Transactions",
        "Intellectual Property",
        "Privacy & Security",
        "Modifications & Termination",
        "Limitation of Liability",
      ]);
      assert.deepEqual(await accordionTitles(page), titles);
      assert.deepEqual(await page.locator("main h2").allInnerTexts(), titles, "each section is an h2 under the h1");
      assert.deepEqual(await openState(page), only(8, 0), "the introduction is open on arrival");
      assert.ok(await page.getByText(termSections[0].content).isVisible());

      const buttons = page.locator("main button[aria-expanded]");
      await buttons.nth(3).click();
      assert.deepEqual(await openState(page), only(8, 3));
      assert.ok(await page.getByText(termSections[3].content).isVisible());
      assert.ok(!(await page.getByText(termSections[0].content).isVisible()));
      await buttons.nth(6).click();
      assert.deepEqual(await openState(page), only(8, 6));
      await buttons.nth(6).click();
      assert.deepEqual(await openState(page), only(8, -1), "clicking the open section closes it");
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("filters by title or text as typed, ignoring case, and says exactly what was not found", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/terms");
      const search = page.getByPlaceholder("Search terms...");
      await search.fill("PAYMENTS");
      assert.deepEqual(await accordionTitles(page), expectedTerms("PAYMENTS"));
      assert.ok((await accordionTitles(page)).includes("Payments & Transactions"));

      await search.fill("npci");
      assert.deepEqual(await accordionTitles(page), expectedTerms("npci"), "matches the text, not only titles");
      assert.ok(!expectedTerms("npci").some((title) => title.toLowerCase().includes("npci")));
      assert.ok((await accordionTitles(page)).length > 0);

      await search.fill("gurgaon");
      assert.deepEqual(await accordionTitles(page), expectedTerms("gurgaon"));

      await search.fill("cryptocurrency");
      assert.deepEqual(await accordionTitles(page), []);
      assert.equal(await page.getByRole("status").innerText(), 'No results found for "cryptocurrency"');
      assert.ok(await page.getByText('No results found for "cryptocurrency"', { exact: true }).isVisible());

      await search.fill("");
      assert.deepEqual(await accordionTitles(page), termSections.map((s) => s.title));
      assert.ok(!(await page.getByText(/No results found/).isVisible()));
    } finally {
      await closePage(page);
    }
  });

  it("keeps an open section open while it still matches, and opens results one at a time", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/terms");
      const search = page.getByPlaceholder("Search terms...");
      await page.getByRole("button", { name: "Payments & Transactions" }).click();
      await search.fill("bank");
      const titles = expectedTerms("bank");
      const open = titles.indexOf("Payments & Transactions");
      assert.ok(titles.length > 1 && open >= 0, "the query leaves several sections, the open one among them");
      assert.deepEqual(await openState(page), only(titles.length, open));
      const other = open === 0 ? 1 : 0;
      await page.locator("main button[aria-expanded]").nth(other).click();
      assert.deepEqual(await openState(page), only(titles.length, other));
      await search.fill("");
      assert.deepEqual(await openState(page), only(8, termSections.findIndex((s) => s.title === titles[other])));
    } finally {
      await closePage(page);
    }
  });

  it("has a Contact Support button that leads to the contact page", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/terms");
      const button = page.getByRole("link", { name: terms.ctaLabel });
      assert.equal(terms.ctaLabel, "Contact Support");
      assert.equal(await button.getAttribute("href"), terms.ctaHref);
      await button.click();
      await page.waitForURL(`**${terms.ctaHref}`);
      await waitForHeading(page, withCompany(pageCopy(terms.ctaHref).heading));
    } finally {
      await closePage(page);
    }
  });
});

describe("/security (spec 2.8)", () => {
  it("shows the heading with the company name and the four feature cards with what they promise", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/security");
      assert.equal(await page.locator("h1").innerText(), `Security at ${site.name}`);
      const cards = page.getByRole("list", { name: security.featuresHeading }).getByRole("listitem");
      assert.equal(await cards.count(), 4);
      assert.deepEqual(await cards.locator("h3").allInnerTexts(), security.features.map((f) => f.title));
      assert.deepEqual(
        security.features.map((f) => f.title),
        ["End-to-End Encryption", "Two-Factor Authentication", "Server & Infrastructure Security", "Fraud Detection & Monitoring"],
      );
      const text = (index) => cards.nth(index).innerText();
      assert.match(await text(0), /AES-256/);
      assert.match(await text(0), /TLS/);
      assert.match(await text(2), /SOC-2/);
      assert.match(await text(2), /ISO 27001/);
      assert.match(await text(2), /24\/7/);
      assert.match(await text(3), /AI-powered/);
      assert.match(await text(3), /real time/);
      assert.equal(await cards.locator("svg").count(), 4, "one icon per card");
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("has the four practices in one accordion, one open at a time, closing on a second click", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/security");
      assert.ok(await page.getByRole("heading", { level: 2, name: security.practicesHeading }).isVisible());
      assert.deepEqual(await accordionTitles(page), security.practices.map((p) => p.title));
      assert.deepEqual(
        security.practices.map((p) => p.title),
        ["PCI-DSS Compliance", "Regular Security Audits", "Data Privacy & Protection", "Business Continuity & Disaster Recovery"],
      );
      assert.deepEqual(await openState(page), only(4, 0));
      const buttons = page.locator("main button[aria-expanded]");
      await buttons.nth(2).click();
      assert.deepEqual(await openState(page), only(4, 2));
      const privacyText = await page.getByText(security.practices[2].content).innerText();
      assert.match(privacyText, /GDPR/);
      assert.match(privacyText, /Digital Personal Data Protection Act/);
      await buttons.nth(2).click();
      assert.deepEqual(await openState(page), only(4, -1));
      await buttons.nth(3).click();
      assert.deepEqual(await openState(page), only(4, 3));
    } finally {
      await closePage(page);
    }
  });

  it("has a Contact Security Team button that starts an e-mail to the support address", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/security");
      assert.ok(await page.getByText(security.ctaText).isVisible());
      const href = await page.getByRole("link", { name: "Contact Security Team" }).getAttribute("href");
      assert.equal(href, `mailto:${site.email}?subject=${encodeURIComponent(security.ctaSubject)}`);
    } finally {
      await closePage(page);
    }
  });
});

describe("/privacy (spec 2.8)", () => {
  it("shows the policy in six numbered sections with a table of contents that links to each", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/privacy");
      assert.equal(await page.locator("h1").innerText(), pageCopy("/privacy").heading);
      assert.deepEqual(
        privacy.map((s) => s.title),
        [
          "Introduction",
          "Information We Collect and How We Use It",
          "Account Information of Merchants",
          "Customer Information",
          "Activity",
          "Cookies",
        ],
      );
      const headings = await page.locator("main section[id] h2").allInnerTexts();
      assert.deepEqual(headings, privacy.map((s, i) => `${i + 1}. ${s.title}`));
      for (const section of privacy) {
        for (const paragraph of section.paragraphs) {
          assert.equal(await page.locator(`#${section.slug}`).getByText(withTokens(paragraph)).count(), 1);
        }
      }
      const toc = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      assert.deepEqual(await toc.allInnerTexts(), privacy.map((s) => s.title));
      await toc.nth(4).click();
      await page.waitForFunction(() => location.hash === "#activity");
      await page.waitForFunction(() => {
        const top = document.getElementById("activity").getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      });
      assert.ok(await page.getByRole("heading", { name: "5. Activity" }).isVisible());
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("says, under the DPDP Act, why data is used, the visitor's rights, how to complain and whom to ask", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/privacy");
      const text = await page.locator("main").innerText();
      assert.match(text, /Digital Personal Data Protection Act, 2023/);
      assert.match(text, /purposes/);
      assert.match(text, /right to access/);
      assert.match(text, /withdraw consent/);
      assert.match(text, /Data Protection Board of India/);
      assert.ok(text.includes(`Grievance Officer: ${grievanceOfficer}`), "the Grievance Officer's name, e-mail, phone and address");
      assert.ok(!text.includes("privacy@"), "one grievance address, the help centre's");
      const mail = page.getByRole("link", { name: site.grievanceOfficer.email }).first();
      assert.equal(await mail.getAttribute("href"), `mailto:${site.grievanceOfficer.email}`);
      assert.match(text, /carried by our e-mail service, EmailJS \(EmailJS Pte\. Ltd\.\), which acts as our data processor/);
      assert.ok(text.includes(`how ${site.name}, as a data fiduciary`), "the company is named, not {company}");
    } finally {
      await closePage(page);
    }
  });
});
