import { buttonClassName } from "./button-link";
import * as styles from "./show-more-button.module.css";

interface ShowMoreButtonProps {
  /** id of the list it expands. */
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  moreLabel: string;
  /** Without it the button goes away once the list is expanded (the list never collapses). */
  lessLabel?: string;
}

/** The toggle under a list cut short by limitItems. */
export function ShowMoreButton({ controls, expanded, onToggle, moreLabel, lessLabel }: ShowMoreButtonProps) {
  if (expanded && !lessLabel) return null;
  return (
    <button
      type="button"
      className={buttonClassName("secondary", styles.button)}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? lessLabel : moreLabel}
    </button>
  );
}
