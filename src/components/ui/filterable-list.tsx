import { useState, type ReactNode } from "react";
import type { CategoryLabel } from "../../lib/categories";
import { ALL_CATEGORIES, filterItems } from "../../lib/filters";
import { CategoryFilter } from "./category-filter";
import { SearchBox } from "./search-box";
import * as styles from "./filterable-list.module.css";

interface CategoryOptions<T> {
  label: string;
  /** The set's keys with their labels, in the order the bar shows them. */
  categories: readonly CategoryLabel[];
  /** The item's key. */
  of: (item: T) => string;
}

interface SearchOptions<T> {
  label: string;
  placeholder: string;
  /** The text fields the search looks in (case-insensitive). */
  fields: (item: T) => readonly (string | readonly string[])[];
}

interface FilterableListProps<T> {
  items: readonly T[];
  category?: CategoryOptions<T>;
  search?: SearchOptions<T>;
  /** Renders what is left after filtering; `query` is the search text as typed. */
  children: (visible: T[], query: string) => ReactNode;
}

/**
 * The one filterable list: a search box and/or a category bar above whatever the screen renders
 * from the matching items. With nothing chosen every item shows, so the static HTML is complete.
 */
export function FilterableList<T>({ items, category, search, children }: FilterableListProps<T>) {
  const [chosen, setChosen] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState("");
  const visible = filterItems(items, {
    category: chosen,
    categoryOf: category?.of,
    query,
    searchIn: search?.fields ?? (() => []),
  });
  return (
    <>
      <div className={styles.controls}>
        {search && (
          <SearchBox label={search.label} placeholder={search.placeholder} value={query} onChange={setQuery} />
        )}
        {category && (
          <CategoryFilter label={category.label} categories={category.categories} value={chosen} onChange={setChosen} />
        )}
      </div>
      {children(visible, query)}
    </>
  );
}
