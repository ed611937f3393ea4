import type { CategoryLabel } from "../../lib/categories";
import { ALL_CATEGORIES } from "../../lib/filters";
import * as styles from "./category-filter.module.css";
import { useUi } from "../../i18n/page-language";

interface CategoryFilterProps {
  /** Accessible name of the button group, e.g. "Filter press releases by category". */
  label: string;
  categories: readonly CategoryLabel[];
  /** The chosen key, or ALL_CATEGORIES. */
  value: string;
  onChange: (category: string) => void;
}

/** 'All' plus one toggle button per category; the chosen one is pressed. */
export function CategoryFilter({ label, categories, value, onChange }: CategoryFilterProps) {
  const ui = useUi();
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      {[{ key: ALL_CATEGORIES, label: ui.allCategories }, ...categories].map(({ key, label: name }) => (
        <button
          key={key}
          type="button"
          className={styles.option}
          aria-pressed={key === value}
          onClick={() => onChange(key)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
