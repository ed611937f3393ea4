import { Icon } from "./icon";
import { useId, type ReactNode } from "react";
import * as styles from "./accordion.module.css";

export interface AccordionEntry {
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Index of the open item, or null when all are closed: owned by the parent. */
  openIndex: number | null;
  onChange: (next: number | null) => void;
  /** Heading level of the item buttons, to keep the page outline right. */
  headingLevel?: "h2" | "h3" | "h4";
}

/** The next open index when item `index` is chosen: the open one closes, any other opens. */
export function nextOpenIndex(current: number | null, index: number): number | null {
  return current === index ? null : index;
}

/** One accordion for the whole site: one item open at a time, controlled by the parent. */
export function Accordion({ items, openIndex, onChange, headingLevel = "h3" }: AccordionProps) {
  const baseId = useId();
  const Heading = headingLevel;
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onChange(nextOpenIndex(openIndex, index))}
              >
                <span>{item.title}</span>
                <Icon name="caret-down" size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
