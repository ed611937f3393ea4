import { useRef, useState, type ReactNode } from "react";
import { Icon } from "./icon";
import { useUi } from "../../i18n/page-language";
import type { CategoryLabel } from "../../lib/categories";
import { ALL_CATEGORIES, filterItems } from "../../lib/filters";
import { CategoryFilter } from "./category-filter";
import { buttonClassName } from "./button-link";
import { Link } from "./link";
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
 * When a search or category leaves nothing, the screen's own empty message is followed by a way
 * out: a button that shows every item again (focus goes back to the search box, or to the 'All'
 * button it pressed) and a link to a person who can help.
 */
export function FilterableList<T>({ items, category, search, children }: FilterableListProps<T>) {
  const [chosen, setChosen] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState("");
  const ui = useUi();
  const controls = useRef<HTMLDivElement>(null);
  const visible = filterItems(items, {
    category: chosen,
    categoryOf: category?.of,
    query,
    searchIn: search?.fields ?? (() => []),
  });
  const narrowed = query.trim() !== "" || chosen !== ALL_CATEGORIES;
  const showAll = () => {
    setQuery("");
    setChosen(ALL_CATEGORIES);
    // The search box if there is one, else the category bar's first button, 'All', now pressed.
    controls.current?.querySelector<HTMLElement>("input, button")?.focus();
  };
  return (
    <>
      <div className={styles.controls} ref={controls}>
        {search && (
          <SearchBox label={search.label} placeholder={search.placeholder} value={query} onChange={setQuery} />
        )}
        {category && (
          <CategoryFilter label={category.label} categories={category.categories} value={chosen} onChange={setChosen} />
        )}
      </div>
      {children(visible, query)}
      {visible.length === 0 && narrowed && (
        <div className={styles.wayOut}>
          <button type="button" className={buttonClassName("secondary")} onClick={showAll}>
            <Icon name="arrow-counter-clockwise" size={18} />
            {query.trim() !== "" ? ui.clearSearch : ui.showAll}
          </button>
          <Link to={ui.emptyHelpHref} className={styles.help}>
            {ui.emptyHelpLabel}
          </Link>
        </div>
      )}
    </>
  );
}
