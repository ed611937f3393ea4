import { filterItems, matchesQuery } from "../../src/lib/filters";

const topics = [
  { title: "UPI collect requests timing out", category: "Payments", tags: ["UPI", "webhooks"] },
  { title: "Rotating API keys", category: "Security", tags: ["API keys", "DevOps"] },
  { title: "Settlement cut-off times", category: "Banking", tags: ["settlement"] },
];

describe("matchesQuery", () => {
  it("matches case-insensitively anywhere in any field, ignoring outer spaces", () => {
    expect(matchesQuery("  upi ", ["UPI collect"])).toBe(true);
    expect(matchesQuery("DEVOPS", ["x", ["API keys", "DevOps"]])).toBe(true);
    expect(matchesQuery("refund", ["UPI collect"])).toBe(false);
    expect(matchesQuery("", [])).toBe(true);
  });
});

describe("filterItems", () => {
  const searchIn = (t: (typeof topics)[number]) => [t.title, t.tags];
  const categoryOf = (t: (typeof topics)[number]) => t.category;

  it("keeps everything for All and an empty query", () => {
    expect(filterItems(topics, { searchIn, categoryOf })).toEqual(topics);
  });

  it("combines the category with the text query", () => {
    expect(filterItems(topics, { category: "Security", query: "keys", searchIn, categoryOf })).toEqual([topics[1]]);
    expect(filterItems(topics, { category: "Banking", query: "keys", searchIn, categoryOf })).toEqual([]);
  });

  it("searches tags as well as titles", () => {
    expect(filterItems(topics, { query: "webhooks", searchIn, categoryOf })).toEqual([topics[0]]);
  });

  it("searches only the fields it is given", () => {
    expect(filterItems(topics, { query: "webhooks", searchIn: (t) => [t.title] })).toEqual([]);
  });
});
