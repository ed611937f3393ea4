// The home page (spec 2.3): its anchored sections, the product accordions and tables, the lazy
// videos, and the standalone product routes that render one of its sections.
import type { Page } from "@playwright/test";
import { pageCopy, pageUrl, readContent, site } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";
import { reactInternals } from "./react-internals";

interface Service {
  slug: string;
  path: string;
  title: string;
  video: string;
  why: { heading: string };
  accordion: { content: string }[];
  paragraphs: string[];
  closing: { text: string; href: string };
  enquiry?: string;
  highlights: string[];
  features?: unknown[];
  cards?: unknown[];
}

const services: Service[] = readContent("services.json");
const home = readContent("home.json");
const ui = readContent("ui.json");
const DESKTOP = { width: 1440, height: 900 };

const SECTION_IDS = [
  "home",
  "how",
  "aboutus",
  "services",
  "digitalonboarding",
  "trust",
  "payout",
  "bbps",
  "aggregator",
  "compliance",
  "team",
  "contact",
];

/** The accordion buttons inside one service section, with their expanded state. */
const accordionState = (page: Page, id: string) =>
  page
    .locator(`#${id} button[aria-expanded]`)
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));

/** Resolves after the page has rendered two more frames (intersection observers have reported, React has committed). */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );

test.describe("home page (spec 2.3)", () => {
  test("is titled 'Digital Payment Platform' and has the anchored sections in order", async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle("Digital Payment Platform");
    await settled(page);
    expect(await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id))).toEqual(
      SECTION_IDS,
    );
  });

  test(
    "keeps the hero's copy and its product video side by side or stacked, never on top of each other",
    { tag: "@phone" },
    async ({ page }) => {
      await visit(page, "/");
      const video = await page.locator("#home video").boundingBox();
      expect(video, "the hero video is laid out").not.toBeNull();
      for (const part of ["h1", "p", "a"]) {
        const boxes = await page.locator(`#home ${part}`).evaluateAll((elements) =>
          elements.map((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { text: element.textContent?.slice(0, 30), left, right, top, bottom };
          }),
        );
        for (const box of boxes) {
          const apart =
            box.right <= video!.x ||
            box.left >= video!.x + video!.width ||
            box.bottom <= video!.y ||
            box.top >= video!.y + video!.height;
          expect(apart, `"${box.text}" is clear of the video`).toBe(true);
        }
      }
    },
  );

  test("shows the hero, 'What We Provide' pills, About block and 'Products That We Offer'", async ({ page }) => {
    await visit(page, "/");
    // Read as a visitor meets them, scrolled into view: a section far below the first screen is not
    // laid out until it nears the viewport (content-visibility: auto), and until then it has no
    // rendered text (innerText "").
    const scrolledTo = async (selector: string) => {
      const section = page.locator(selector);
      await section.scrollIntoViewIfNeeded();
      return section;
    };
    await expect(page.locator("#home h1")).toHaveText(home.hero.headline, { useInnerText: true });
    await expect(page.locator("#home").getByText(home.hero.text)).toBeVisible();
    const how = await scrolledTo("#how");
    await expect(how.locator("h2")).toHaveText("What We Provide", { useInnerText: true });
    const pills = await how.locator("li").allInnerTexts();
    for (const label of [
      "API Integration",
      "Accounting",
      "Fraud & Risk Detection",
      "E-KYC",
      "Payment Processing",
      "Payouts",
      "Payment Gateway",
    ]) {
      expect(pills.filter((pill) => pill === label).length, `${label} appears more than once`).toBeGreaterThanOrEqual(
        2,
      );
    }
    const about = await scrolledTo("#aboutus");
    await expect(about.locator("h2")).toHaveText(`${site.name} Is More Than Just A Fintech Company`, {
      useInnerText: true,
    });
    await expect(about).toHaveText(/August 2025[\s\S]*Gurgaon/, { useInnerText: true });
    const services = await scrolledTo("#services");
    await expect(services.locator("h2")).toHaveText("Products That We Offer", { useInnerText: true });
    await expect(services.locator("li a > span > span:first-child")).toHaveText(
      [
        "Digital Customer Onboarding Platform",
        "TrustGrid APIs",
        "Payout",
        "BBPS Bharat Bill Payment System",
        "Payment Aggregation Solutions",
        "Compliance Suite",
      ],
      { useInnerText: true },
    );
  });

  test("'Get Started' takes the visitor to the contact section", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = (document.getElementById("contact") as HTMLElement).getBoundingClientRect().top;
            return top >= 0 && top < window.innerHeight / 2;
          }),
        { message: "the contact section's top is in the upper half of the viewport" },
      )
      .toBe(true);
    await expect(page).toHaveURL(/#contact$/);
  });

  test("each product card is a link that brings its section into view", async ({ page }) => {
    test.setTimeout(90_000); // six smooth scrolls
    await visit(page, "/");
    for (const service of services) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const card = page.locator(`#services a[href="#${service.slug}"]`);
      await expect(card, service.slug).toHaveCount(1);
      await card.click();
      await expect
        .poll(
          () =>
            page.evaluate((id) => {
              const section = document.getElementById(id) as HTMLElement;
              // Where a fragment lands: the page's scroll padding (clear of the fixed header) plus the section's margin.
              const offset =
                parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
                parseFloat(getComputedStyle(section).scrollMarginTop);
              return Math.abs(section.getBoundingClientRect().top - offset);
            }, service.slug),
          { message: `#${service.slug} scrolled to just under the header` },
        )
        .toBeLessThan(4);
      await expect(page).toHaveURL(new RegExp(`#${service.slug}$`));
    }
  });

  test("numbers the six product sections 01 to 06", async ({ page }) => {
    await visit(page, "/");
    for (const [index, service] of services.entries()) {
      // As the visitor sees it on reaching the section (sections off screen are laid out on approach).
      await page.locator(`#${service.slug}`).scrollIntoViewIfNeeded();
      await expect(page.locator(`#${service.slug} h2`).first()).toHaveText(
        new RegExp(`^0${index + 1}\\s+${service.title}`),
        { useInnerText: true },
      );
      await expect(page.locator(`#${service.slug}`).getByText(service.why.heading, { exact: true })).toBeVisible();
    }
  });

  test("opens the spec's initial accordion item: the fourth for onboarding, trust and payout, the first for BBPS and compliance", async ({
    page,
  }) => {
    await visit(page, "/");
    const expected = { digitalonboarding: 3, trust: 3, payout: 3, bbps: 0, compliance: 0 };
    for (const [id, open] of Object.entries(expected)) {
      const state = await accordionState(page, id);
      expect(state.length, `${id} has an accordion`).toBeGreaterThanOrEqual(4);
      expect(state, id).toEqual(state.map((_, index) => index === open));
    }
    await expect(page.locator("#aggregator button[aria-expanded]"), "aggregation has no accordion").toHaveCount(0);
  });

  test("keeps one accordion item open at a time and closes the open one on a second click", async ({ page }) => {
    await visit(page, "/");
    const buttons = page.locator("#trust button[aria-expanded]");
    await buttons.nth(1).click();
    await expect.poll(() => accordionState(page, "trust")).toEqual([false, true, false, false, false]);
    await expect(page.locator("#trust").getByText(services[1].accordion[1].content)).toBeVisible();
    await expect(page.locator("#trust").getByText(services[1].accordion[3].content)).toBeHidden();
    await buttons.nth(1).click();
    await expect.poll(() => accordionState(page, "trust")).toEqual([false, false, false, false, false]);
    await buttons.nth(4).press("Enter");
    await expect.poll(() => accordionState(page, "trust")).toEqual([false, false, false, false, true]);
    expect(await accordionState(page, "payout"), "other sections keep their own state").toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  test("shows payout's eight-row feature/advantage table with header cells", async ({ page }) => {
    await visit(page, "/");
    const table = page.locator("#payout table");
    await expect(table).toBeVisible();
    expect(await table.locator("thead th").evaluateAll((cells) => cells.map((c) => c.textContent))).toEqual([
      "Feature",
      "Business advantage",
    ]);
    await expect(table.locator("tbody tr")).toHaveCount(8);
    await expect(table.locator("tbody th[scope='row']")).toHaveCount(8);
  });

  test("shows four compliance cards and payment aggregation's three paragraphs and 3 + 2 feature cards", async ({
    page,
  }) => {
    await visit(page, "/");
    await expect(page.locator("#compliance ul[aria-label$='capabilities'] > li")).toHaveCount(4);
    const aggregator = services.find((s) => s.slug === "aggregator");
    expect(aggregator?.paragraphs.length, "aggregation has its three paragraphs").toBe(3);
    for (const paragraph of aggregator?.paragraphs ?? [])
      await expect(page.locator("#aggregator").getByText(paragraph)).toBeVisible();
    const tops = await page
      .locator("#aggregator ul[aria-label$='features'] > li")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops.slice(0, 3)).size, "first three cards share a row").toBe(1);
    expect(tops[3], "last two share a row").toBe(tops[4]);
    expect(tops[3], "second row below the first").toBeGreaterThan(tops[0]);
  });

  test("hydrates what is near the screen at once, and the rest as the visitor reaches or uses it", async ({ page }) => {
    await visit(page, "/");
    const hydratedByReact = (selector: string) => reactInternals.isHydrated(page.locator(selector).first());
    expect(await hydratedByReact("header a"), "the header").toBe(true);
    expect(await hydratedByReact("#compliance h2"), "the last product, far below").toBe(false);
    expect(await hydratedByReact("footer nav a"), "the footer").toBe(false);
    await page.locator("#compliance").scrollIntoViewIfNeeded();
    await expect.poll(() => hydratedByReact("#compliance h2"), { message: "once scrolled to" }).toBe(true);
    // Used before it has hydrated, the footer takes over in time for its link to navigate in the app.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const link = page.locator("footer nav a").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => "samePage" in window), "no page load").toBe(true);
  });

  test("shows the team and contact sections", async ({ page }) => {
    await visit(page, "/");
    await page.locator("#team").scrollIntoViewIfNeeded();
    await expect(page.locator("#team h2").first()).toHaveText(`Meet The ${site.name} Team`, { useInnerText: true });
    await expect(page.locator("#team article")).toHaveCount(5);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect(page.locator("#contact h2").first()).toHaveText("Let's Get In Touch", { useInnerText: true });
  });
});

test.describe("videos", () => {
  const videoState = (page: Page) =>
    page.locator("video").evaluateAll((videos) =>
      (videos as HTMLVideoElement[]).map((v) => ({
        name: v.dataset.video,
        muted: v.muted,
        loop: v.loop,
        autoplay: v.autoplay,
        src: v.currentSrc,
        paused: v.paused,
      })),
    );

  test("are muted, looping and autoplaying, load nothing until near the viewport, and play in view", async ({
    page,
  }) => {
    await visit(page, "/");
    await settled(page);
    const videos = await videoState(page);
    expect(videos.map((v) => v.name)).toEqual(["hero", ...services.map((s) => s.video)]);
    for (const video of videos) expect(video.muted && video.loop && video.autoplay, video.name).toBe(true);
    // The hero's source is chosen after the load event, when its observer first reports: polled,
    // since a slow machine can be idle on the network before then.
    await expect
      .poll(async () => (await videoState(page)).filter((v) => v.src).map((v) => v.name), {
        message: "only the hero video loads at first",
      })
      .toEqual(["hero"]);

    await page.locator("#payout video").scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          page
            .locator("#payout video")
            .evaluate((video: HTMLVideoElement) => video.currentSrc !== "" && !video.paused && video.currentTime > 0),
        { message: "the payout video loads and plays in view" },
      )
      .toBe(true);
    await expect
      .poll(() => page.locator("#home video").evaluate((video: HTMLVideoElement) => video.paused), {
        message: "the hero video pauses out of view",
        timeout: 5000,
      })
      .toBe(true);
  });

  test("show only their posters for visitors who prefer reduced motion", async ({ openPage }) => {
    const page = await openPage({ viewport: DESKTOP, reducedMotion: "reduce" });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/videos/")) videoRequests.push(request.url());
    });
    await visit(page, "/");
    expect(
      await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
      "the preference is emulated",
    ).toBe(true);
    await page.locator("#payout video").scrollIntoViewIfNeeded();
    // Nothing may happen, so there is nothing to wait for. Instead: the payout poster (lazy, not
    // loaded before the scroll) has loaded since, and two more frames have passed. Without the
    // preference, the payout video has its source by then (the observer adds it a frame after the scroll).
    const poster = page.locator("#payout video").locator("xpath=..").locator("img").last();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: "the payout poster has loaded",
      })
      .toBe(true);
    await twoFrames(page);
    const videos = await videoState(page);
    expect(videos.filter((v) => v.src !== "").map((v) => v.name)).toEqual([]);
    expect(videoRequests, "no video file requested").toEqual([]);
    await expect(page.locator("#home img").last(), "hero poster shown").toBeVisible();
  });
});

test.describe("standalone product routes", () => {
  test("render the matching section with its own title and description", async ({ page }) => {
    for (const service of services) {
      await visit(page, pageUrl(service.path));
      const copy = pageCopy(service.path);
      await expect(page).toHaveTitle(copy.title);
      await expect(page.locator("meta[name='description']")).toHaveAttribute("content", copy.description);
      await expect(page.locator("h1")).toHaveText(new RegExp(service.title), { useInnerText: true });
      await expect(page.locator(`section#${service.slug}`)).toHaveCount(1);
    }
  });

  // Design review, round 17: Compliance named its four features in a ticked list and again in its
  // four cards. A product with a grid of cards lets the cards say it; the others list highlights.
  test("list their highlights only where no grid of cards names them", async ({ page }) => {
    for (const service of services) {
      await visit(page, pageUrl(service.path));
      const section = page.locator(`section#${service.slug}`);
      const hasCards = Boolean(service.features ?? service.cards);
      // A list item that is the highlight and nothing more (a card's item also holds its description).
      const listed = await section
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ""));
      const shown = service.highlights.filter((highlight) => listed.includes(highlight));
      expect(shown, service.path).toEqual(hasCards ? [] : service.highlights);
    }
  });

  test("end on the product's call to action, not on its last accordion", { tag: "@phone" }, async ({ page }) => {
    test.slow(); // six pages
    for (const service of services) {
      await visit(page, pageUrl(service.path));
      const last = page.locator("main > :last-child");
      await expect(last, service.path).toContainText(service.closing.text);
      await last.getByRole("link", { name: ui.talkToOurTeam }).click();
      // With the product's Service option where it has one (way-in.spec.ts checks the form).
      const query = service.enquiry ? `?service=${service.enquiry}` : "";
      await expect(page).toHaveURL(`${pageUrl(service.closing.href)}${query}`);
    }
  });
});
