import { Icon } from "./icon";
import type { ReactNode } from "react";
import { Link } from "./link";
import * as styles from "./card-action.module.css";

export { styles as cardActionStyles };

interface Common {
  children: ReactNode;
  "aria-describedby"?: string;
  "aria-label"?: string;
}

type CardActionProps = Common &
  (
    | { to: string }
    | { onClick: () => void; "aria-haspopup"?: "dialog" }
    /** Only a visual cue: the card itself (or its title) is the link or button. */
    | { cue: true }
  );

/** A card's one primary action (card-action.module.css): a link, a button, or the cue of a card that is a link. */
export function CardAction(props: CardActionProps) {
  const content = (
    <>
      {props.children}
      <Icon name="arrow-right" size={16} />
    </>
  );
  const aria = {
    "aria-describedby": props["aria-describedby"],
    "aria-label": props["aria-label"],
  };
  if ("cue" in props) {
    return (
      <span className={styles.action} aria-hidden="true">
        {content}
      </span>
    );
  }
  if ("onClick" in props) {
    return (
      <button
        type="button"
        className={styles.action}
        onClick={props.onClick}
        aria-haspopup={props["aria-haspopup"]}
        {...aria}
      >
        {content}
      </button>
    );
  }
  // Link keeps a site path in the page's language and leaves any other URL a plain anchor.
  return (
    <Link to={props.to} className={styles.action} {...aria}>
      {content}
    </Link>
  );
}
