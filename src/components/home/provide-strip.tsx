import { Section } from "../ui/section";
import * as styles from "./provide-strip.module.css";

/** 'What We Provide': a wrapped cloud of capability pills. */
export function ProvideStrip({ heading, pills }: { heading: string; pills: readonly string[] }) {
  return (
    <Section id="how" tone="muted" labelledBy="how-heading">
      <h2 id="how-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.pills}>
        {pills.map((pill, index) => (
          <li key={`${pill}-${index}`} className={styles.pill} data-tone={index % 3}>
            {pill}
          </li>
        ))}
      </ul>
    </Section>
  );
}
