import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { closePage, openPage, pageCopy, readContent, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();
const categories = readContent("categories.json");

/** h3 texts of the cards in the list with this accessible name (empty when the list is gone). */
const titlesIn = (page, list) => page.locator(`ul[aria-label='${list}'] h3`).allInnerTexts();
const pressedCategory = (page) => page.locator("[role=group] button[aria-pressed=true]").allInnerTexts();

/** Opens `route` in a fresh page, runs `body`, and always closes the page. */
async function onPage(route, body, options) {
  const page = await openPage(context, options);
  try {
    await visit(page, context, route);
    await body(page);
    assert.deepEqual(page.problems, []);
  } finally {
    await closePage(page);
  }
}

describe("/press-media (spec 2.5)", () => {
  const releases = readContent("press-releases.json");

  it("filters the four releases by category, All first and pressed", () =>
    onPage("/press-media", async (page) => {
      const buttons = page.getByRole("group", { name: "Filter press releases by category" }).getByRole("button");
      assert.deepEqual(await buttons.allInnerTexts(), ["All", "Product Launch", "Partnership", "Integration"]);
      assert.deepEqual(await pressedCategory(page), ["All"]);
      assert.deepEqual(await titlesIn(page, "Press releases"), releases.map((r) => r.title));
      for (const category of categories.press) {
        await page.getByRole("button", { name: category, exact: true }).click();
        assert.deepEqual(await pressedCategory(page), [category]);
        assert.deepEqual(
          await titlesIn(page, "Press releases"),
          releases.filter((r) => r.category === category).map((r) => r.title),
        );
      }
      await page.getByRole("button", { name: "All", exact: true }).click();
      assert.equal((await titlesIn(page, "Press releases")).length, 4);
    }));

  it("'Read More' opens the full release; 'Contact Media Team' writes to the press office", () =>
    onPage("/press-media", async (page) => {
      const [first] = releases;
      await page.getByRole("button", { name: "Read More" }).first().click();
      const dialog = page.getByRole("dialog", { name: first.title });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), new RegExp(first.body.split("\n")[0].slice(0, 40).replace(/[.()]/g, "\\$&")));
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      const cta = page.getByRole("link", { name: "Contact Media Team" });
      assert.equal(await cta.getAttribute("href"), pageCopy("/press-media").cta.href);
      assert.match(await cta.getAttribute("href"), /^mailto:/);
    }));
});

describe("/blog (spec 2.6)", () => {
  const posts = readContent("blog-posts.json");

  it("lists 4 recent posts with category, date and read time, 6 in-depth articles, and no 'View All Blogs'", () =>
    onPage("/blog", async (page) => {
      const recent = posts.filter((p) => p.section === "recent");
      assert.deepEqual(await titlesIn(page, "Recent posts"), recent.map((p) => p.title));
      assert.equal(recent.length, 4);
      const firstCard = await page.locator("ul[aria-label='Recent posts'] li").first().innerText();
      for (const field of ["category", "date", "readTime", "excerpt"]) assert.ok(firstCard.includes(recent[0][field]), field);
      assert.equal((await titlesIn(page, "In-depth articles")).length, 6);
      assert.equal(await page.getByRole("button", { name: "View All Blogs" }).count(), 0);
      assert.equal(await page.locator("main ul[aria-label$='posts'] a, main ul[aria-label$='articles'] a").count(), 0, "no detail links");
    }));
});

describe("/case-studies (spec 2.6)", () => {
  const studies = readContent("case-studies.json");

  it("shows the three stories with the spec's figures and filters them by category", () =>
    onPage("/case-studies", async (page) => {
      const text = await page.locator("main").innerText();
      for (const figure of [/35%\s*reduction in cart abandonment/i, /50%\s*increase in loan disbursal/i, /42%\s*reduction in fraud claims/i]) {
        assert.match(text, figure);
      }
      const buttons = page.getByRole("group", { name: "Filter case studies by category" }).getByRole("button");
      assert.deepEqual(await buttons.allInnerTexts(), ["All", "Payments", "Banking", "Security"]);
      await page.getByRole("button", { name: "Banking", exact: true }).click();
      assert.deepEqual(await titlesIn(page, "Case studies"), studies.filter((s) => s.category === "Banking").map((s) => s.title));
    }));

  it("opens a story in a modal that closes by its button, the backdrop and Escape, giving focus back", () =>
    onPage("/case-studies", async (page) => {
      const study = studies[1];
      const opener = page.getByRole("button", { name: study.title });
      const dialog = page.getByRole("dialog", { name: study.title });

      await opener.click();
      await dialog.waitFor();
      const body = await dialog.innerText();
      assert.ok(body.includes(study.company));
      assert.ok(body.includes(study.details.split("\n")[0]));
      assert.equal(await dialog.locator("img").count() > 0, true, "shows the image");
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "hidden" });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true);

      await opener.click();
      await dialog.waitFor();
      await page.mouse.click(5, 450); // the backdrop, outside the centred panel
      await dialog.waitFor({ state: "hidden" });

      await opener.click();
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }));

  it("opens a story from anywhere on its card", () =>
    onPage("/case-studies", async (page) => {
      await page.locator("ul[aria-label='Case studies'] li").first().locator("img").first().click({ force: true });
      await page.getByRole("dialog", { name: studies[0].title }).waitFor();
    }));
});

describe("/webinars (spec 2.6)", () => {
  const events = readContent("events.json");
  const upcoming = events.filter((e) => e.type === "upcoming").map((e) => e.title);
  const past = events.filter((e) => e.type === "past").map((e) => e.title);

  it("shows 2 upcoming events with 'Register' and 3 past ones with 'View Details', no toggle", () =>
    onPage("/webinars", async (page) => {
      assert.deepEqual([upcoming.length, past.length], [2, 3]);
      assert.deepEqual(await titlesIn(page, "Upcoming events"), upcoming);
      assert.deepEqual(await titlesIn(page, "Past events"), past);
      assert.equal(await page.locator("ul[aria-label='Upcoming events']").getByRole("link", { name: "Register" }).count(), 2);
      assert.equal(await page.locator("ul[aria-label='Past events']").getByRole("link", { name: "View Details" }).count(), 3);
      const card = await page.locator("ul[aria-label='Upcoming events'] li").first().innerText();
      assert.ok(card.includes(events[0].category) && card.includes(events[0].description));
      assert.equal(await page.getByRole("button", { name: "View All Past Events" }).count(), 0);
    }));

  it("searches title and description as typed, ignoring case, with both empty messages", () =>
    onPage("/webinars", async (page) => {
      const search = page.getByPlaceholder("Search events...");
      await search.fill("AUTOPAY");
      assert.deepEqual(await titlesIn(page, "Upcoming events"), ["UPI Autopay Masterclass for Subscription Businesses"]);
      assert.ok(await page.getByText("No past events found.").isVisible());
      await search.fill("roundtable"); // only in a description
      assert.deepEqual(await titlesIn(page, "Past events"), ["Payments Summit Bengaluru 2026"]);
      assert.ok(await page.getByText("No upcoming events found.").isVisible());
      await search.fill("");
      assert.equal((await titlesIn(page, "Past events")).length, 3);
      assert.equal(await page.getByText("No upcoming events found.").count(), 0);
    }));
});

describe("/community-forum (spec 2.7)", () => {
  const topics = readContent("forum-topics.json");

  it("combines the category filter with a search over title and tags, ignoring case", () =>
    onPage("/community-forum", async (page) => {
      assert.deepEqual(await titlesIn(page, "Discussions"), topics.map((t) => t.title));
      const first = await page.locator("ul[aria-label='Discussions'] li").first().innerText();
      assert.ok(first.includes(topics[0].author) && first.includes(String(topics[0].replies)) && first.includes(topics[0].tags[0]));

      const search = page.getByPlaceholder("Search topics...");
      await search.fill("WEBHOOKS"); // a tag on two Payments topics and one Security topic
      const withTag = topics.filter((t) => t.tags.some((tag) => tag.toLowerCase().includes("webhooks")) || /webhooks/i.test(t.title));
      assert.deepEqual(await titlesIn(page, "Discussions"), withTag.map((t) => t.title));
      await page.getByRole("button", { name: "Security", exact: true }).click();
      assert.deepEqual(await titlesIn(page, "Discussions"), withTag.filter((t) => t.category === "Security").map((t) => t.title));
      await page.getByRole("button", { name: "General", exact: true }).click();
      assert.equal(await page.getByRole("status").innerText(), "No discussions found for “WEBHOOKS”.");
      await search.fill("");
      assert.deepEqual(await titlesIn(page, "Discussions"), topics.filter((t) => t.category === "General").map((t) => t.title));
    }));

  it("offers 'Start Discussion' and the five categories", () =>
    onPage("/community-forum", async (page) => {
      const buttons = page.getByRole("group", { name: "Filter discussions by category" }).getByRole("button");
      assert.deepEqual(await buttons.allInnerTexts(), ["All", ...categories.forum]);
      assert.match(await page.getByRole("link", { name: "Start Discussion" }).getAttribute("href"), /^mailto:/);
    }));
});

describe("/how-it-works and /services (spec 2.5)", () => {
  it("walks through the numbered rollout steps", () =>
    onPage("/how-it-works", async (page) => {
      const { steps } = readContent("how-it-works.json");
      assert.deepEqual(await page.locator("main ol h3").allInnerTexts(), steps.map((s) => s.title));
      await page.getByRole("link", { name: /Talk to our team/ }).click();
      await page.waitForURL(/\/contact$/);
    }));

  it("lists the six products, each linking to its own page", () =>
    onPage("/services", async (page) => {
      const services = readContent("services.json");
      const links = page.locator("#services li a");
      assert.deepEqual(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), services.map((s) => s.path));
      await links.nth(2).click();
      await page.waitForURL((url) => url.pathname === services[2].path);
      await page.getByRole("heading", { level: 1, name: pageCopy(services[2].path).heading }).waitFor();
    }));
});
