import * as styles from "./feature-grid.module.css";

interface FeatureGridProps {
  cards: readonly { title: string; description: string }[];
  label: string;
  /** three-two: 3 cards then 2 centred (payment aggregation); two: a 2-column grid. */
  layout: "three-two" | "two";
}

export function FeatureGrid({ cards, label, layout }: FeatureGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[layout === "two" ? "two" : "threeTwo"]}`} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
