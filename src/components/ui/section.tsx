import { type ReactNode } from "react";
import * as styles from "./section.module.css";

interface SectionProps {
  id?: string;
  tone?: "plain" | "muted";
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band with the centred content column every screen uses. */
export function Section({ id, tone = "plain", className, labelledBy, children }: SectionProps) {
  const classes = [styles.section, tone === "muted" ? styles.muted : "", className].filter(Boolean).join(" ");
  return (
    <section id={id} className={classes} aria-labelledby={labelledBy}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <span className={styles.eyebrow}>{children}</span>;
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
