import { ALL_CATEGORIES } from "../../lib/filters";
import * as styles from "./category-filter.module.css";
import { useUi } from "../../i18n/page-language";

interface CategoryFilterProps {
  /** Accessible name of the button group, e.g. "Filter press releases by category". */
  label: string;
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}

/** 'All' plus one toggle button per category; the chosen one is pressed. */
export function CategoryFilter({ label, categories, value, onChange }: CategoryFilterProps) {
  const ui = useUi();
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      {[ALL_CATEGORIES, ...categories].map((category) => (
        <button
          key={category}
          type="button"
          className={styles.option}
          aria-pressed={category === value}
          onClick={() => onChange(category)}
        >
          {category === ALL_CATEGORIES ? ui.allCategories : category}
        </button>
      ))}
    </div>
  );
}
