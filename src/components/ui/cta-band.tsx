import { type ReactNode } from "react";
import * as styles from "./cta-band.module.css";

interface CtaBandProps {
  text: ReactNode;
  /** The button (or links) that act on the text; the band stacks them on narrow screens. */
  children?: ReactNode;
}

/** A closing call to action at the foot of a screen: one sentence and what to do about it. */
export function CtaBand({ text, children }: CtaBandProps) {
  return (
    <div className={styles.band}>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
