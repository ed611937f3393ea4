import * as styles from "./wordmark.module.css";

interface WordmarkProps {
  /** The drawing's URL: its File node's publicURL. */
  src: string;
  /** The client's name, as a reader hears the logo. */
  name: string;
  /** Sizes the wordmark's box (its width; the height follows the canvas). */
  className?: string;
}

/**
 * A client's wordmark, served as the SVG `npm run media` draws (scripts/media/wordmarks.mjs): every
 * one shares a 320 x 80 canvas, so its box (sized by the canvas, not the image) is known before it
 * loads and nothing shifts. Lazy even in the home page's trust strip: on a phone it sits under the
 * hero, and at any width the heading, not a logo, is the page's largest paint, which logos fetched
 * first would only delay.
 */
export function Wordmark({ src, name, className }: WordmarkProps) {
  return (
    <span className={className ? `${styles.box} ${className}` : styles.box}>
      <img src={src} alt={name} width={320} height={80} loading="lazy" decoding="async" className={styles.wordmark} />
    </span>
  );
}
