import * as styles from "./wordmark.module.css";

interface WordmarkProps {
  /** The drawing's URL: its File node's publicURL. */
  src: string;
  /** The client's name, as a reader hears the logo. */
  name: string;
  /** Above the fold (the home page's trust strip) it loads at once; elsewhere when it nears the viewport. */
  eager?: boolean;
  className?: string;
}

/**
 * A client's wordmark, served as the SVG `npm run media` draws (scripts/media/wordmarks.mjs): every
 * one shares a 320 x 80 canvas, so the box is known before it loads and nothing shifts.
 */
export function Wordmark({ src, name, eager = false, className }: WordmarkProps) {
  return (
    <img
      src={src}
      alt={name}
      width={320}
      height={80}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className ? `${styles.wordmark} ${className}` : styles.wordmark}
    />
  );
}
