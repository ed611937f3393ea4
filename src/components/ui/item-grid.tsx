import { type ReactNode } from "react";
import * as styles from "./item-grid.module.css";

interface ItemGridProps<T> {
  items: readonly T[];
  /** Accessible name of the list, e.g. "Press releases". */
  label: string;
  keyOf: (item: T) => string;
  /** The item's card; `index` is its place in the grid (the first is on the first screen). */
  render: (item: T, index: number) => ReactNode;
  /** Shown, and announced, when no item is left. */
  empty: string;
  /** Announced (not shown) while items are left, e.g. how many a search matched. */
  summary?: string;
  columns?: 1 | 2 | 3;
  /** For a toggle's aria-controls. */
  id?: string;
}

/**
 * A responsive grid of cards, or the empty message when a filter leaves nothing. Fewer items than
 * columns share the row between them (two webinars fill it instead of leaving a third of it empty);
 * a lone card stays card-sized.
 */
export function ItemGrid<T>({ items, label, keyOf, render, empty, summary = "", columns = 3, id }: ItemGridProps<T>) {
  const filled = Math.min(columns, Math.max(items.length, 2));
  return (
    <>
      {items.length > 0 && (
        <ul id={id} className={styles.grid} data-columns={filled} aria-label={label}>
          {items.map((item, index) => (
            <li key={keyOf(item)}>{render(item, index)}</li>
          ))}
        </ul>
      )}
      <p role="status" className={items.length === 0 ? styles.empty : "visually-hidden"}>
        {items.length === 0 ? empty : summary}
      </p>
    </>
  );
}
