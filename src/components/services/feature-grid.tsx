import * as styles from "./feature-grid.module.css";

interface FeatureGridProps {
  cards: readonly { title: string; description: string }[];
  label: string;
  /** three-two: 3 cards then 2 (payment aggregation); row: one row where the width allows (compliance). */
  layout: "three-two" | "row";
}

export function FeatureGrid({ cards, label, layout }: FeatureGridProps) {
  return (
    // Focusable: on home's phone layout the cards scroll sideways, and a keyboard scrolls a region it can focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className={`${styles.grid} ${styles[layout === "row" ? "row" : "threeTwo"]}`} aria-label={label} tabIndex={0}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
