import { type ReactNode } from "react";
import type { IconName } from "./icon";
import { IconTile } from "./icon-tile";
import * as styles from "./icon-cards.module.css";

export interface IconCardItem {
  key: string;
  /** From the one icon set, picked by the caller for the content's icon name. */
  icon?: IconName;
  title: string;
  description: string;
  /** Anything the card shows under its description, e.g. a list of points. */
  extra?: ReactNode;
}

interface IconCardsProps {
  items: readonly IconCardItem[];
  /** Accessible name of the list. */
  label: string;
  /** h3 under a section's h2; h2 when the cards sit right under the page's h1. */
  headingLevel?: "h2" | "h3";
  /** Four short cards in a row, or roomy cards one under another, each with its extra beside its title. */
  layout?: "grid" | "rows";
}

/** A grid of cards, each with an icon tile, a title and a description: perks, features, help. */
export function IconCards({ items, label, headingLevel = "h3", layout = "grid" }: IconCardsProps) {
  const Heading = headingLevel;
  return (
    <ul className={`${styles.grid} ${layout === "rows" ? styles.rows : styles.four}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <IconTile icon={item.icon} />
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.description}>{item.description}</p>
          {item.extra && <div className={styles.extra}>{item.extra}</div>}
        </li>
      ))}
    </ul>
  );
}
