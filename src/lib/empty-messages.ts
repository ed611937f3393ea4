/** Spec 8: the forum's empty result names the search; without one, the category was empty. */
export function noDiscussionsMessage(query: string): string {
  const search = query.trim();
  return search ? `No discussions found for “${search}”.` : "No discussions found in this category.";
}

/**
 * WCAG 4.1.3: how many items a search leaves, for a polite status line (the visible empty
 * message covers none); nothing while the search box is empty.
 */
export function matchesMessage(query: string, count: number, [one, many]: readonly [string, string]): string {
  if (query.trim() === "" || count === 0) return "";
  return `${count} ${count === 1 ? one : many} found`;
}
