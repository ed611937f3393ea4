import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { closePage, openPage, readContent, site, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();
const services = readContent("services.json");
const home = readContent("home.json");

const SECTION_IDS = ["home", "how", "aboutus", "services", "digitalonboarding", "trust", "payout", "bbps", "aggregator", "compliance", "team", "contact"];

/** The accordion buttons inside one service section, with their expanded state. */
const accordionState = (page, id) =>
  page.locator(`#${id} button[aria-expanded]`).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));

describe("home page (spec 2.3)", () => {
  it("is titled 'Digital Payment Platform' and has the anchored sections in order", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      assert.equal(await page.title(), "Digital Payment Platform");
      const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
      assert.deepEqual(ids, SECTION_IDS);
    } finally {
      await closePage(page);
    }
  });

  it("shows the hero, 'What We Provide' pills, About block and 'Products That We Offer'", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      assert.equal(await page.locator("#home h1").innerText(), home.hero.headline);
      assert.ok(await page.locator("#home").getByText(home.hero.text).isVisible());
      assert.equal(await page.locator("#how h2").innerText(), "What We Provide");
      const pills = await page.locator("#how li").allInnerTexts();
      for (const label of ["API Integration", "Accounting", "Fraud & Risk Detection", "E-KYC", "Payment Processing", "Payouts", "Payment Gateway"]) {
        assert.ok(pills.filter((pill) => pill === label).length >= 2, `${label} appears more than once`);
      }
      assert.equal(await page.locator("#aboutus h2").innerText(), `${site.name} Is More Than Just A Fintech Company`);
      assert.match(await page.locator("#aboutus").innerText(), /August 2025[\s\S]*Gurgaon/);
      assert.equal(await page.locator("#services h2").innerText(), "Products That We Offer");
      assert.deepEqual(await page.locator("#services li a span span:first-child").allInnerTexts(), [
        "Digital Customer Onboarding Platform",
        "TrustGrid APIs",
        "Payout",
        "BBPS Bharat Bill Payment System",
        "Payment Aggregation Solutions",
        "Compliance Suite",
      ]);
    } finally {
      await closePage(page);
    }
  });

  it("'Get Started' takes the visitor to the contact section", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      await page.getByRole("link", { name: "Get Started" }).click();
      await page.waitForFunction(() => {
        const box = document.getElementById("contact").getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight / 2;
      });
      assert.match(page.url(), /#contact$/);
    } finally {
      await closePage(page);
    }
  });

  it("each product card is a link that brings its section into view", async () => {
    const page = await openPage(context, { width: 1440, height: 900 });
    try {
      await visit(page, context, "/");
      for (const service of services) {
        await page.evaluate(() => window.scrollTo(0, 0));
        const card = page.locator(`#services a[href="#${service.slug}"]`);
        assert.equal(await card.count(), 1, service.slug);
        await card.click();
        await page.waitForFunction((id) => {
          const top = document.getElementById(id).getBoundingClientRect().top;
          return Math.abs(top - parseFloat(getComputedStyle(document.getElementById(id)).scrollMarginTop)) < 4;
        }, service.slug);
        assert.ok(page.url().endsWith(`#${service.slug}`));
      }
    } finally {
      await closePage(page);
    }
  });

  it("numbers the six product sections 01 to 06", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      for (const [index, service] of services.entries()) {
        const heading = await page.locator(`#${service.slug} h2`).first().innerText();
        assert.match(heading, new RegExp(`^0${index + 1}\\s+${service.title}`));
        assert.ok(await page.locator(`#${service.slug}`).getByText(service.why.heading, { exact: true }).isVisible());
      }
    } finally {
      await closePage(page);
    }
  });

  it("opens the spec's initial accordion item: the fourth for onboarding, trust and payout, the first for BBPS and compliance", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      const expected = { digitalonboarding: 3, trust: 3, payout: 3, bbps: 0, compliance: 0 };
      for (const [id, open] of Object.entries(expected)) {
        const state = await accordionState(page, id);
        assert.ok(state.length >= 4, `${id} has an accordion`);
        assert.deepEqual(state, state.map((_, index) => index === open), id);
      }
      assert.equal(await page.locator("#aggregator button[aria-expanded]").count(), 0, "aggregation has no accordion");
    } finally {
      await closePage(page);
    }
  });

  it("keeps one accordion item open at a time and closes the open one on a second click", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      const buttons = page.locator("#trust button[aria-expanded]");
      await buttons.nth(1).click();
      assert.deepEqual(await accordionState(page, "trust"), [false, true, false, false, false]);
      assert.ok(await page.locator("#trust").getByText(services[1].accordion[1].content).isVisible());
      assert.equal(await page.locator("#trust").getByText(services[1].accordion[3].content).isVisible(), false);
      await buttons.nth(1).click();
      assert.deepEqual(await accordionState(page, "trust"), [false, false, false, false, false]);
      await buttons.nth(4).press("Enter");
      assert.deepEqual(await accordionState(page, "trust"), [false, false, false, false, true]);
      assert.deepEqual(await accordionState(page, "payout"), [false, false, false, true, false], "other sections keep their own state");
    } finally {
      await closePage(page);
    }
  });

  it("shows payout's eight-row feature/advantage table with header cells", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      const table = page.locator("#payout table");
      assert.deepEqual(
        (await table.locator("thead th").evaluateAll((cells) => cells.map((c) => c.textContent))),
        ["Feature", "Business Advantage"],
      );
      assert.equal(await table.locator("tbody tr").count(), 8);
      assert.equal(await table.locator("tbody th[scope='row']").count(), 8);
    } finally {
      await closePage(page);
    }
  });

  it("shows four compliance cards and payment aggregation's three paragraphs and 3 + 2 feature cards", async () => {
    const page = await openPage(context, { width: 1440, height: 900 });
    try {
      await visit(page, context, "/");
      assert.equal(await page.locator("#compliance ul[aria-label$='capabilities'] > li").count(), 4);
      const aggregator = services.find((s) => s.slug === "aggregator");
      for (const paragraph of aggregator.paragraphs) assert.ok(await page.locator("#aggregator").getByText(paragraph).isVisible());
      const tops = await page
        .locator("#aggregator ul[aria-label$='features'] > li")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      assert.equal(tops.length, 5);
      assert.equal(new Set(tops.slice(0, 3)).size, 1, "first three cards share a row");
      assert.equal(tops[3], tops[4], "last two share a row");
      assert.ok(tops[3] > tops[0], "second row below the first");
    } finally {
      await closePage(page);
    }
  });

  it("shows the team and contact sections", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      assert.equal(await page.locator("#team h2").first().innerText(), `Meet The ${site.name} Team`);
      assert.equal(await page.locator("#team article").count(), 5);
      assert.equal(await page.locator("#contact h2").first().innerText(), "Let's Get In Touch");
    } finally {
      await closePage(page);
    }
  });
});

describe("videos", () => {
  const videoState = (page) =>
    page.locator("video").evaluateAll((videos) =>
      videos.map((v) => ({ name: v.dataset.video, muted: v.muted, loop: v.loop, autoplay: v.autoplay, src: v.currentSrc, paused: v.paused })),
    );

  it("are muted, looping and autoplaying, load nothing until near the viewport, and play in view", async () => {
    const page = await openPage(context, { width: 1440, height: 900 });
    try {
      await visit(page, context, "/");
      const videos = await videoState(page);
      assert.deepEqual(videos.map((v) => v.name), ["hero", ...services.map((s) => s.video)]);
      for (const video of videos) assert.ok(video.muted && video.loop && video.autoplay, video.name);
      const requested = videos.filter((v) => v.src).map((v) => v.name);
      assert.deepEqual(requested, ["hero"], "only the hero video loads at first");

      await page.locator("#payout video").scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const video = document.querySelector("#payout video");
        return video.currentSrc !== "" && !video.paused && video.currentTime > 0;
      });
      await page.waitForFunction(() => document.querySelector("#home video").paused, null, { timeout: 5000 });
    } finally {
      await closePage(page);
    }
  });

  it("show only their posters for visitors who prefer reduced motion", async () => {
    const page = await openPage(context, { reducedMotion: "reduce" });
    try {
      await visit(page, context, "/");
      await page.locator("#payout video").scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      const videos = await videoState(page);
      assert.deepEqual(videos.filter((v) => v.src !== "").map((v) => v.name), []);
      assert.ok(await page.locator("#home img").last().isVisible(), "hero poster shown");
    } finally {
      await closePage(page);
    }
  });
});

describe("standalone product routes", () => {
  it("render the matching section with its own title and description", async () => {
    const page = await openPage(context);
    const pages = readContent("pages.json");
    try {
      for (const service of services) {
        await visit(page, context, service.path);
        const copy = pages.find((p) => p.path === service.path);
        assert.equal(await page.title(), copy.title);
        assert.equal(await page.locator("meta[name='description']").getAttribute("content"), copy.description);
        assert.match(await page.locator("h1").innerText(), new RegExp(service.title));
        assert.equal(await page.locator(`section#${service.slug}`).count(), 1);
      }
    } finally {
      await closePage(page);
    }
  });
});
