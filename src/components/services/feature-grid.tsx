import * as styles from "./feature-grid.module.css";

interface FeatureGridProps {
  cards: readonly { title: string; description: string }[];
  label: string;
  /** three-two: 3 cards then 2 (payment aggregation); row: one row where the width allows (compliance). */
  layout: "three-two" | "row";
  /** On home, where a phone swipes the cards: the list takes focus, so a keyboard can scroll it. */
  swipes?: boolean;
}

export function FeatureGrid({ cards, label, layout, swipes }: FeatureGridProps) {
  return (
    <ul
      className={`${styles.grid} ${styles[layout === "row" ? "row" : "threeTwo"]}`}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={swipes ? 0 : undefined}
    >
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
