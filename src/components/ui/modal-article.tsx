import { type ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { toParagraphs } from "../../lib/text";
import * as styles from "./modal-article.module.css";
import { Picture } from "./picture";

interface ModalArticleProps {
  image?: IGatsbyImageData;
  imageAlt?: string;
  /** A line above the text: company, category, date. */
  meta: ReactNode;
  /** Blank-line separated paragraphs from content. */
  text: string;
}

/** The body of a 'read more' modal: picture, meta line and the full text. */
export function ModalArticle({ image, imageAlt = "", meta, text }: ModalArticleProps) {
  return (
    <>
      {image && <Picture image={image} alt={imageAlt} className={styles.image} />}
      <p className={styles.meta}>{meta}</p>
      {toParagraphs(text).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
