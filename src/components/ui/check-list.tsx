import { Icon } from "./icon";
import { type ReactNode } from "react";
import * as styles from "./check-list.module.css";

interface CheckListProps {
  items: readonly string[];
  /** How an item reads (e.g. with its e-mail addresses linked); plain text by default. */
  renderItem?: (item: string) => ReactNode;
  className?: string;
}

/** A list whose items each start with an accent tick: highlights, points, what a plan includes. */
export function CheckList({ items, renderItem = (item) => item, className }: CheckListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.tick} />
          <span>{renderItem(item)}</span>
        </li>
      ))}
    </ul>
  );
}
