import React from "react";
import * as styles from "./section.module.css";

interface SectionProps {
  id?: string;
  tone?: "plain" | "muted";
  className?: string;
  labelledBy?: string;
  children: React.ReactNode;
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

export function Eyebrow({ children }: { children: React.ReactNode }) {
  return <span className={styles.eyebrow}>{children}</span>;
}

export function Lead({ children }: { children: React.ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
