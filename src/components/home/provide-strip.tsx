import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import { useState } from "react";
import { Section } from "../ui/section";
import * as styles from "./provide-strip.module.css";

export const query = graphql`
  fragment ProvideStrip on HomeProvide {
    heading
    pills {
      label
      href
    }
    pauseLabel
    playLabel
  }
`;

/**
 * 'What We Provide': the capabilities, each a link to the section of the page that covers it. On a
 * desk a slow band that loops (the spec's repeats are its rhythm): it stops under the pointer, while
 * a link in it has focus, with its own button (WCAG 2.2.2), and stands still, wrapped, under reduced
 * motion. Up to a desk a still row to swipe (the CSS module), so the button shows only on a desk.
 * The second copy only closes the loop: hidden from assistive technology and out of the Tab order.
 */
export function ProvideStrip({ provide }: { provide: Queries.ProvideStripFragment }) {
  const [paused, setPaused] = useState(false);
  const labels = (copy: boolean) => (
    <ul className={styles.pills} aria-hidden={copy || undefined}>
      {provide.pills.map((pill, index) => (
        <li key={`${pill.href}-${index}`}>
          <a href={pill.href} className={styles.pill} tabIndex={copy ? -1 : undefined}>
            {pill.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Section id="how" tone="muted" className={styles.section} labelledBy="how-heading">
      <div className={styles.strip}>
        <div className={styles.head}>
          <h2 id="how-heading" className={styles.heading}>
            {provide.heading}
          </h2>
          <button
            type="button"
            className={styles.toggle}
            aria-controls="provide-band"
            onClick={() => setPaused((value) => !value)}
          >
            <Icon name={paused ? "play" : "pause"} size={16} />
            {paused ? provide.playLabel : provide.pauseLabel}
          </button>
        </div>
        <div id="provide-band" className={styles.band} data-paused={paused}>
          <div className={styles.track}>
            {labels(false)}
            {labels(true)}
          </div>
        </div>
      </div>
    </Section>
  );
}
