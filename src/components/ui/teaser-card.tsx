import { useId, type ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as card from "./card.module.css";
import * as styles from "./teaser-card.module.css";
import { Picture } from "./picture";
import { CardAction } from "./card-action";

interface TeaserCardContent {
  image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
  category: string;
  /** Beside the category badge: a date, or the client's name. */
  detail: string;
  title: string;
  text: string;
  /** A headline figure between the meta line and the title, e.g. a case study's result. */
  figure?: { value: string; label: string };
  /** "eager" for the first card of a list that opens the page: on a phone its image is the largest paint. */
  imageLoading?: "eager" | "lazy";
}

type TeaserCardProps = TeaserCardContent &
  (
    | {
        /** Its CardAction under the text; it gets the title's id so it can say which card it acts on. */
        action: (titleId: string) => ReactNode;
      }
    | {
        /** The whole card opens a dialog: the title is the button, stretched over the card. */
        onOpen: () => void;
        /** The visual cue under the text (hidden from assistive technology: the title names the button). */
        cue: string;
      }
  );

/** A press release, event or case study teaser: image, category and detail, title, text, then what it leads to. */
export function TeaserCard(props: TeaserCardProps) {
  const { image: imageNode, category, detail, title, text, figure, imageLoading } = props;
  const titleId = useId();
  const image = imageNode.childImageSharp?.gatsbyImageData;
  const opens = "onOpen" in props ? props : null;
  const action = "action" in props ? props.action(titleId) : null;
  return (
    <article className={opens ? `${card.card} ${styles.opens}` : card.card}>
      {image && <Picture image={image} alt="" className={card.media} loading={imageLoading} />}
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{category}</span>
          <span>{detail}</span>
        </p>
        {figure && (
          <p className={styles.figure}>
            <strong>{figure.value}</strong> {figure.label}
          </p>
        )}
        {opens ? (
          <h3 className={card.title}>
            <button type="button" className={styles.open} onClick={opens.onOpen} aria-haspopup="dialog">
              {title}
            </button>
          </h3>
        ) : (
          <h3 id={titleId} className={card.title}>
            {title}
          </h3>
        )}
        <p className={card.text}>{text}</p>
        {opens ? (
          <div className={card.actions}>
            <CardAction cue>{opens.cue}</CardAction>
          </div>
        ) : (
          <div className={card.actions}>{action}</div>
        )}
      </div>
    </article>
  );
}
