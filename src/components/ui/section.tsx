import { type ReactNode } from "react";
import { HydrateNearView } from "./hydrate-near-view";
import * as styles from "./section.module.css";

interface SectionProps {
  id?: string;
  tone?: "plain" | "muted";
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band with the centred content column every screen uses; it hydrates as it nears the screen. */
export function Section({ id, tone = "plain", className, labelledBy, children }: SectionProps) {
  const classes = [styles.section, tone === "muted" ? styles.muted : "", className].filter(Boolean).join(" ");
  return (
    <HydrateNearView as="section" id={id} className={classes} aria-labelledby={labelledBy}>
      <div className={styles.inner}>{children}</div>
    </HydrateNearView>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <span className={styles.eyebrow}>{children}</span>;
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
