/** Spec 8: the forum's empty result names the search; without one, the category was empty. */
export function noDiscussionsMessage(query: string): string {
  const search = query.trim();
  return search ? `No discussions found for “${search}”.` : "No discussions found in this category.";
}
