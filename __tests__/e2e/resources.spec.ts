import type { Page } from "@playwright/test";
import { pageCopy, pageUrl, readContent, withCompany } from "../support/site-data.mjs";
import { expect, test, visit } from "./fixtures";

interface Titled {
  title: string;
}
interface Release extends Titled {
  category: string;
  body: string;
}
interface Post extends Titled {
  section: string;
  category: string;
  date: string;
  readTime: string;
  excerpt: string;
}
interface Study extends Titled {
  category: string;
  company: string;
  details: string;
}
interface Event extends Titled {
  type: "upcoming" | "past";
  category: string;
  description: string;
}
interface Topic extends Titled {
  category: string;
  author: string;
  replies: number;
  tags: string[];
}
interface Service extends Titled {
  path: string;
}

const categories = readContent("categories.json");
/** A key's label on the English pages (content/categories.json): what the buttons and badges say. */
const label = (set: "press" | "caseStudies" | "forum" | "events", key: string) =>
  (categories[set] as { key: string; label: string }[]).find((entry) => entry.key === key)?.label;
const titles = (items: Titled[]) => items.map((item) => item.title);

/** The h3s of the cards in the list with this accessible name (none when the list is gone). */
const titlesIn = (page: Page, list: string) => page.locator(`ul[aria-label='${list}'] h3`);
const pressedCategory = (page: Page) => page.locator("[role=group] button[aria-pressed=true]");

// Every page these tests open loads and runs without a console error, failed request or HTTP error.
test.afterEach(({ log }) => {
  expect(log.problems).toEqual([]);
});

test.describe("/press-media (spec 2.5)", () => {
  const releases: Release[] = readContent("press-releases.json");

  test("filters the four releases by category, All first and pressed", async ({ page }) => {
    await visit(page, "/press-media/");
    const buttons = page.getByRole("group", { name: "Filter press releases by category" }).getByRole("button");
    await expect(buttons).toHaveText(["All", "Product Launch", "Partnership", "Integration"]);
    await expect(pressedCategory(page)).toHaveText(["All"]);
    await expect(titlesIn(page, "Press releases")).toHaveText(titles(releases));
    for (const { key, label: name } of categories.press) {
      await page.getByRole("button", { name, exact: true }).click();
      await expect(pressedCategory(page)).toHaveText([name]);
      await expect(titlesIn(page, "Press releases")).toHaveText(titles(releases.filter((r) => r.category === key)));
    }
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(titlesIn(page, "Press releases")).toHaveCount(4);
  });

  test("'Read More' opens the full release; 'Contact Media Team' writes to the press office", async ({ page }) => {
    await visit(page, "/press-media/");
    const [first] = releases;
    await page.getByRole("button", { name: "Read More" }).first().click();
    const dialog = page.getByRole("dialog", { name: first.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(new RegExp(first.body.split("\n")[0].slice(0, 40).replace(/[.()]/g, "\\$&")));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const cta = page.getByRole("link", { name: "Contact Media Team" });
    const copy = pageCopy("/press-media") as ReturnType<typeof pageCopy> & { cta: { href: string } };
    await expect(cta).toHaveAttribute("href", copy.cta.href);
    await expect(cta).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("/blog (spec 2.6)", () => {
  const posts: Post[] = readContent("blog-posts.json");

  test("lists 4 recent posts with category, date and read time, 6 in-depth articles, and no 'View All Blogs'", async ({
    page,
  }) => {
    await visit(page, "/blog/");
    const recent = posts.filter((p) => p.section === "recent");
    await expect(titlesIn(page, "Recent posts")).toHaveText(titles(recent));
    expect(recent).toHaveLength(4);
    const firstCard = page.locator("ul[aria-label='Recent posts'] li").first();
    for (const field of ["category", "readTime", "excerpt"] as const)
      await expect(firstCard, field).toContainText(recent[0][field]);
    // content writes the ISO day; the card says it as India does, with a machine-readable <time>.
    const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(`${recent[0].date}T12:00:00+05:30`),
    );
    await expect(firstCard.locator(`time[datetime='${recent[0].date}']`)).toHaveText(day);
    await expect(titlesIn(page, "In-depth articles")).toHaveCount(6);
    await expect(page.getByRole("button", { name: "View All Blogs" })).toHaveCount(0);
    await expect(
      page.locator("main ul[aria-label$='posts'] a, main ul[aria-label$='articles'] a"),
      "no detail links",
    ).toHaveCount(0);
  });
});

test.describe("/case-studies (spec 2.6)", () => {
  const studies: Study[] = readContent("case-studies.json");

  test("shows the three stories with the spec's figures and filters them by category", async ({ page }) => {
    await visit(page, "/case-studies/");
    for (const figure of [
      /35%\s*reduction in cart abandonment/i,
      /50%\s*increase in loan disbursal/i,
      /42%\s*reduction in fraud claims/i,
    ]) {
      await expect(page.locator("main")).toContainText(figure, { useInnerText: true });
    }
    const buttons = page.getByRole("group", { name: "Filter case studies by category" }).getByRole("button");
    await expect(buttons).toHaveText(["All", "Payments", "Banking", "Security"]);
    await page.getByRole("button", { name: "Banking", exact: true }).click();
    await expect(titlesIn(page, "Case studies")).toHaveText(titles(studies.filter((s) => s.category === "banking")));
  });

  test("opens a story in a modal that closes by its button, the backdrop and Escape, giving focus back", async ({
    page,
  }) => {
    await visit(page, "/case-studies/");
    const study = studies[1];
    const opener = page.getByRole("button", { name: study.title });
    const dialog = page.getByRole("dialog", { name: study.title });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(study.company);
    await expect(dialog).toContainText(study.details.split("\n")[0]);
    await expect(dialog.locator("img").first(), "shows the image").toBeAttached();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 450); // the backdrop, outside the centred panel
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("opens a story from anywhere on its card", async ({ page }) => {
    await visit(page, "/case-studies/");
    await page.locator("ul[aria-label='Case studies'] li").first().locator("img").first().click({ force: true });
    await expect(page.getByRole("dialog", { name: studies[0].title })).toBeVisible();
  });
});

test.describe("/webinars (spec 2.6)", () => {
  const events: Event[] = readContent("events.json");
  const upcoming = titles(events.filter((e) => e.type === "upcoming"));
  const past = titles(events.filter((e) => e.type === "past"));

  test("shows 2 upcoming events with 'Register' and 3 past ones with 'View Details', no toggle", async ({ page }) => {
    await visit(page, "/webinars/");
    expect([upcoming.length, past.length]).toEqual([2, 3]);
    await expect(titlesIn(page, "Upcoming events")).toHaveText(upcoming);
    await expect(titlesIn(page, "Past events")).toHaveText(past);
    await expect(page.locator("ul[aria-label='Upcoming events']").getByRole("link", { name: "Register" })).toHaveCount(
      2,
    );
    await expect(page.locator("ul[aria-label='Past events']").getByRole("link", { name: "View Details" })).toHaveCount(
      3,
    );
    const card = page.locator("ul[aria-label='Upcoming events'] li").first();
    await expect(card).toContainText(label("events", events[0].category) ?? "a label for the key");
    await expect(card).toContainText(events[0].description);
    await expect(page.getByRole("button", { name: "View All Past Events" })).toHaveCount(0);
  });

  test("searches title and description as typed, ignoring case, with both empty messages", async ({ page }) => {
    await visit(page, "/webinars/");
    const search = page.getByPlaceholder("Search events...");
    await search.fill("AUTOPAY");
    await expect(titlesIn(page, "Upcoming events")).toHaveText(["UPI Autopay masterclass for subscription businesses"]);
    await expect(page.getByText("No past events found.")).toBeVisible();
    await search.fill("roundtable"); // only in a description
    await expect(titlesIn(page, "Past events")).toHaveText(["Payments Summit Bengaluru 2026"]);
    await expect(page.getByText("No upcoming events found.")).toBeVisible();
    await search.fill("");
    await expect(titlesIn(page, "Past events")).toHaveCount(3);
    await expect(page.getByText("No upcoming events found.")).toHaveCount(0);
  });
});

test.describe("/community-forum (spec 2.7)", () => {
  const topics: Topic[] = readContent("forum-topics.json");

  test("combines the category filter with a search over title and tags, ignoring case", async ({ page }) => {
    await visit(page, "/community-forum/");
    await expect(titlesIn(page, "Discussions")).toHaveText(titles(topics));
    const first = page.locator("ul[aria-label='Discussions'] li").first();
    await expect(first).toContainText(topics[0].author);
    await expect(first).toContainText(String(topics[0].replies));
    await expect(first).toContainText(topics[0].tags[0]);

    const search = page.getByPlaceholder("Search topics...");
    await search.fill("WEBHOOKS"); // a tag on two Payments topics and one Security topic
    const withTag = topics.filter(
      (t) => t.tags.some((tag) => tag.toLowerCase().includes("webhooks")) || /webhooks/i.test(t.title),
    );
    await expect(titlesIn(page, "Discussions")).toHaveText(titles(withTag));
    await page.getByRole("button", { name: "Security", exact: true }).click();
    await expect(titlesIn(page, "Discussions")).toHaveText(titles(withTag.filter((t) => t.category === "security")));
    await page.getByRole("button", { name: "General", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("No discussions found for “WEBHOOKS”.");
    await search.fill("");
    await expect(titlesIn(page, "Discussions")).toHaveText(titles(topics.filter((t) => t.category === "general")));
  });

  test("offers 'Start Discussion' and the five categories", async ({ page }) => {
    await visit(page, "/community-forum/");
    const buttons = page.getByRole("group", { name: "Filter discussions by category" }).getByRole("button");
    await expect(buttons).toHaveText(["All", ...categories.forum.map((entry: { label: string }) => entry.label)]);
    await expect(page.getByRole("link", { name: "Start Discussion" })).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("/how-it-works and /services (spec 2.5)", () => {
  test("walks through the numbered rollout steps", async ({ page }) => {
    await visit(page, "/how-it-works/");
    const { steps } = readContent("how-it-works.json");
    await expect(page.locator("main ol h3")).toHaveText(titles(steps));
    await page.getByRole("link", { name: readContent("ui.json").talkToOurTeam }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test("draws the steps as a flow diagram: each node arrows on to the next, across or down @phone", async ({
    page,
  }) => {
    await visit(page, "/how-it-works/");
    const steps = page.locator("main ol > li");
    const nodes = await steps.evaluateAll((items) =>
      items.map((item) => {
        const node = item.querySelector("[aria-hidden='true']")!.getBoundingClientRect();
        const arrow = getComputedStyle(item, "::before");
        return { x: node.left, y: node.top, arrow: arrow.content !== "none" && arrow.display !== "none" };
      }),
    );
    expect(nodes.length).toBe(readContent("how-it-works.json").steps.length);
    expect(
      nodes.map((node) => node.arrow),
      "an arrow from every step but the last",
    ).toEqual(nodes.map((_, i) => i < nodes.length - 1));
    const across = (page.viewportSize()?.width ?? 0) > 1080;
    for (let i = 1; i < nodes.length; i++) {
      const [before, after] = [nodes[i - 1], nodes[i]];
      if (across) {
        expect(after.y, "one row").toBeCloseTo(before.y, 0);
        expect(after.x, "left to right").toBeGreaterThan(before.x);
      } else {
        expect(after.x, "one column").toBeCloseTo(before.x, 0);
        expect(after.y, "top to bottom").toBeGreaterThan(before.y);
      }
    }
  });

  test("lists the six products, each linking to its own page", async ({ page }) => {
    await visit(page, "/services/");
    // The page header's 'Our Services' and its sub-line introduce the cards; no second heading repeats them.
    await expect(page.getByRole("heading", { name: readContent("home.json").servicesHeading })).toHaveCount(0);
    // The page's h1, then only the proof row's own heading (issue 43): nothing repeats the header.
    // The proof row's heading is set as a small-capitals label, so its rendered case differs.
    const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");
    await expect(page.locator("main h1, main h2")).toHaveText(
      [pageCopy("/services").heading, readContent("proof.json").heading].map(withCompany).map(exactly),
      { useInnerText: true },
    );
    const services: Service[] = readContent("services.json");
    // Each card is its product's link; beside it, outside the card, 'Talk to Our Team' (way-in.spec).
    const cards = page.locator("#services li");
    await expect(cards).toHaveCount(services.length);
    const links = cards.locator("a").filter({ hasNotText: readContent("ui.json").talkToOurTeam });
    await expect(links).toHaveCount(services.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      services.map((s) => pageUrl(s.path)),
    );
    await links.nth(2).click();
    await expect(page).toHaveURL((url) => url.pathname === pageUrl(services[2].path));
    await expect(page.getByRole("heading", { level: 1, name: pageCopy(services[2].path).heading })).toBeVisible();
  });
});

// Design review, round 9: a desk's search field was 270 px, narrower than the questions typed
// into it. It takes the room beside the topic filters at a desk and a phone's whole column.
test.describe("a search field is wide enough to type into", () => {
  for (const route of ["/community-forum/", "/webinars/", "/hi/community-forum/"])
    for (const width of [390, 1440])
      test(`${route} at ${width} px`, async ({ openPage }) => {
        const page = await openPage({ viewport: { width, height: 900 } });
        await visit(page, route);
        const { field, row } = await page.locator("main input[type='search']").evaluate((input) => {
          // The row the field shares with the topic filters spans the page's column.
          const controls = input.parentElement?.parentElement ?? input;
          return { field: input.getBoundingClientRect().width, row: controls.getBoundingClientRect().width };
        });
        if (width === 1440) {
          expect(field, `${route}: the field's width at a desk`).toBeGreaterThanOrEqual(28 * 16);
          expect(field, `${route}: not a bar across the page`).toBeLessThanOrEqual(32 * 16);
        } else {
          expect(Math.round(field), `${route}: the field spans the phone's column`).toBe(Math.round(row));
        }
      });
});
