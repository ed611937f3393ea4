import { fill } from "./text";

/** Spec 8: the forum's empty result names the search; without one, the category was empty. */
export function noDiscussionsMessage(
  query: string,
  words: { noDiscussionsFor: string; noDiscussionsInCategory: string },
): string {
  const search = query.trim();
  return search ? fill(words.noDiscussionsFor, { search }) : words.noDiscussionsInCategory;
}

/**
 * WCAG 4.1.3: how many items a search leaves, for a polite status line (the visible empty
 * message covers none); nothing while the search box is empty. `template` is content/ui.json's
 * matchesFound, e.g. "{count} {items} found".
 */
export function matchesMessage(
  template: string,
  query: string,
  count: number,
  [one, many]: readonly [string, string],
): string {
  if (query.trim() === "" || count === 0) return "";
  return fill(template, { count, items: count === 1 ? one : many });
}
