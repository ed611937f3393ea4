import { type ReactNode } from "react";
import { HydrateNearView } from "./hydrate-near-view";
import * as styles from "./section.module.css";

/**
 * How a section's content hydrates. "near-view": it stays the server's HTML (shown, its links plain
 * links) until it nears the screen or the visitor uses it (HydrateNearView), so a long page
 * hydrates its first screen first. "with-page": with the rest of the page, for a band that is
 * always on the first screen. See docs/performance.md, "Deferred hydration".
 */
export type SectionHydration = "near-view" | "with-page";

/** The hydration of a Section that does not say: most sections are below the first screen. */
export const DEFAULT_SECTION_HYDRATION: SectionHydration = "near-view";

interface SectionProps {
  id?: string;
  hydrates?: SectionHydration;
  tone?: "plain" | "muted";
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band with the centred content column every screen uses, hydrating as `hydrates` says. */
export function Section({
  id,
  hydrates = DEFAULT_SECTION_HYDRATION,
  tone = "plain",
  className,
  labelledBy,
  children,
}: SectionProps) {
  const classes = [styles.section, tone === "muted" ? styles.muted : "", className].filter(Boolean).join(" ");
  const content = <div className={styles.inner}>{children}</div>;
  if (hydrates === "with-page") {
    return (
      <section id={id} className={classes} aria-labelledby={labelledBy}>
        {content}
      </section>
    );
  }
  return (
    <HydrateNearView as="section" id={id} className={classes} aria-labelledby={labelledBy}>
      {content}
    </HydrateNearView>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <span className={styles.eyebrow}>{children}</span>;
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
