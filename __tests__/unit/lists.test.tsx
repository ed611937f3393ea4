import fs from "fs";
import path from "path";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderOnPage } from "../support/page-language";
import { uiWords } from "../support/ui-words";
import { PressList } from "../../src/components/company/press-list";
import { BlogPosts } from "../../src/components/resources/blog-posts";
import { EventList } from "../../src/components/resources/event-list";
import { noDiscussionsMessage } from "../../src/lib/empty-messages";
import { BLOG_RECENT_LIMIT, limitItems, PAST_EVENTS_LIMIT } from "../../src/lib/limit";

/** The labels the site really has (content/categories.json), keyed as entries name them. */
const categories = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/categories.json"), "utf8"));

// No real image data here: a card whose file has no childImageSharp renders without a picture.
const noImage = { childImageSharp: null } as const;

describe("limitItems", () => {
  it("keeps a short list whole and says there is nothing more", () => {
    expect(limitItems([1, 2, 3], 3, false)).toEqual({ shown: [1, 2, 3], hasMore: false });
  });

  it("cuts a longer list to the limit until it is expanded", () => {
    expect(limitItems([1, 2, 3, 4], 3, false)).toEqual({ shown: [1, 2, 3], hasMore: true });
    expect(limitItems([1, 2, 3, 4], 3, true)).toEqual({ shown: [1, 2, 3, 4], hasMore: true });
  });

  it("uses the spec's limits: 5 recent posts, 3 past events", () => {
    expect(BLOG_RECENT_LIMIT).toBe(5);
    expect(PAST_EVENTS_LIMIT).toBe(3);
  });
});

describe("noDiscussionsMessage", () => {
  it("names the search in curly quotes, trimmed", () => {
    expect(noDiscussionsMessage("  Lending ", uiWords())).toBe("No discussions found for “Lending”.");
  });

  it("speaks of the category when there is no search", () => {
    expect(noDiscussionsMessage("", uiWords())).toBe("No discussions found in this category.");
  });
});

const post = (n: number, section: Queries.BlogSection = "recent") => ({
  section,
  category: "UPI",
  title: `${section} post ${n}`,
  date: `2026-10-${String(n).padStart(2, "0")}`,
  readTime: "4 min read",
  excerpt: n % 2 ? `Excerpt ${n}` : null,
  // A post without a cover is a card without one; covers are the artwork e2e tests' business.
  image: null,
});

describe("BlogPosts", () => {
  const recentTitles = () =>
    within(screen.getByRole("list", { name: "Recent posts" }))
      .getAllByRole("heading")
      .map((heading) => heading.textContent);

  it("shows every recent post and no 'View All Blogs' while there are five or fewer", () => {
    renderOnPage(<BlogPosts posts={[1, 2, 3, 4, 5].map((n) => post(n))} />);
    expect(recentTitles()).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "View All Blogs" })).toBeNull();
  });

  it("shows five of seven recent posts, then all of them for good after 'View All Blogs'", () => {
    renderOnPage(<BlogPosts posts={[...[1, 2, 3, 4, 5, 6, 7].map((n) => post(n)), post(1, "inDepth")]} />);
    expect(recentTitles()).toEqual([1, 2, 3, 4, 5].map((n) => `recent post ${n}`));
    fireEvent.click(screen.getByRole("button", { name: "View All Blogs" }));
    expect(recentTitles()).toHaveLength(7);
    expect(screen.queryByRole("button", { name: "View All Blogs" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "In-depth articles" })).getAllByRole("heading")).toHaveLength(1);
  });

  it("shows an excerpt only for posts that have one", () => {
    renderOnPage(<BlogPosts posts={[post(1), post(2)]} />);
    expect(screen.getByText("Excerpt 1")).toBeInTheDocument();
    expect(screen.queryByText("Excerpt 2")).toBeNull();
  });
});

const event = (n: number, type: "upcoming" | "past") => ({
  slug: `${type}-${n}`,
  title: `${type} event ${n}`,
  category: "webinar" as const,
  description: `About ${type} ${n}`,
  type,
  date: "2027-01-01T16:00:00+05:30",
  link: "/contact",
  image: noImage,
});

describe("EventList", () => {
  const pastTitles = () =>
    within(screen.getByRole("list", { name: "Past events" }))
      .getAllByRole("heading")
      .map((heading) => heading.textContent);

  it("shows three of five past events and toggles between all and three", () => {
    renderOnPage(
      <EventList
        events={[event(1, "upcoming"), ...[1, 2, 3, 4, 5].map((n) => event(n, "past"))]}
        categories={categories.events}
      />,
    );
    expect(pastTitles()).toEqual(["past event 1", "past event 2", "past event 3"]);
    const toggle = screen.getByRole("button", { name: "View All Past Events" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(pastTitles()).toHaveLength(5);
    expect(toggle).toHaveTextContent("Show Less");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle);
    expect(pastTitles()).toHaveLength(3);
  });

  it("has no toggle for three past events, and says so when a search leaves none", () => {
    renderOnPage(
      <EventList
        events={[event(1, "upcoming"), ...[1, 2, 3].map((n) => event(n, "past"))]}
        categories={categories.events}
      />,
    );
    expect(screen.queryByRole("button", { name: "View All Past Events" })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText("Search events..."), { target: { value: "UPCOMING" } });
    expect(screen.getByText("No past events found.")).toBeInTheDocument();
    expect(screen.queryByText("No upcoming events found.")).toBeNull();
  });
});

describe("PressList", () => {
  const release = (slug: string, category: Queries.PressCategory) => ({
    slug,
    title: `Release ${slug}`,
    category,
    description: "Teaser",
    body: "First paragraph.\n\nSecond paragraph.",
    date: "2026-10-01",
    image: noImage,
  });

  it("filters by category and says so when a category has no release", () => {
    renderOnPage(
      <PressList
        releases={[release("a", "productLaunch"), release("b", "partnership")]}
        categories={categories.press}
      />,
    );
    const integration = screen.getByRole("button", { name: "Integration" });
    fireEvent.click(integration);
    expect(integration).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("list", { name: "Press releases" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("No press releases found for this category.");
    fireEvent.click(screen.getByRole("button", { name: "Partnership" }));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Release b"]);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("shows each card's category by its label and its ISO date in the page's words", () => {
    renderOnPage(<PressList releases={[release("a", "productLaunch")]} categories={categories.press} />);
    const card = within(screen.getByRole("list", { name: "Press releases" }));
    expect(card.getByText("Product Launch", { selector: "span" })).toBeInTheDocument();
    expect(card.getByText("1 October 2026")).toBeInTheDocument();
  });
});

describe("EventList's cards", () => {
  it("label the event kind from its key and give the time in India", () => {
    renderOnPage(<EventList events={[event(1, "upcoming")]} categories={categories.events} />);
    const card = within(screen.getByRole("list", { name: "Upcoming events" }));
    expect(card.getByText("Webinar")).toBeInTheDocument();
    expect(card.getByText("1 January 2027, 4:00 PM IST")).toBeInTheDocument();
  });
});
