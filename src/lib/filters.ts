/** Case-insensitive "contains", ignoring surrounding spaces; an empty query matches everything. */
export function matchesQuery(query: string, values: readonly (string | readonly string[])[]): boolean {
  const needle = query.trim().toLocaleLowerCase("en-IN");
  if (needle === "") return true;
  return values.flat().some((value) => value.toLocaleLowerCase("en-IN").includes(needle));
}

export const ALL_CATEGORIES = "All";

interface FilterOptions<T> {
  /** "All" (or undefined) keeps every category. */
  category?: string;
  categoryOf?: (item: T) => string;
  query?: string;
  /** The text fields the query searches, per item. */
  searchIn: (item: T) => readonly (string | readonly string[])[];
}

/** The one filter behind every list: a category (or All) combined with a text query. */
export function filterItems<T>(
  items: readonly T[],
  { category = ALL_CATEGORIES, categoryOf, query = "", searchIn }: FilterOptions<T>,
): T[] {
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || !categoryOf || categoryOf(item) === category) &&
      matchesQuery(query, searchIn(item)),
  );
}
