import { useId } from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { buttonClassName } from "../ui/button-link";
import * as card from "../ui/card.module.css";

export const query = graphql`
  fragment PressRelease on PressReleasesJson {
    slug
    title
    category
    description
    body
    date
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.778)
      }
    }
  }
`;

interface PressCardProps {
  release: Queries.PressReleaseFragment;
  onRead: () => void;
}

/** A press release teaser; 'Read More' opens the full release. */
export function PressCard({ release, onRead }: PressCardProps) {
  const titleId = useId();
  const image = getImage(release.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={card.card}>
      {image && <GatsbyImage image={image} alt="" className={card.media} />}
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{release.category}</span>
          <span>{release.date}</span>
        </p>
        <h3 id={titleId} className={card.title}>
          {release.title}
        </h3>
        <p className={card.text}>{release.description}</p>
        <div className={card.actions}>
          <button
            type="button"
            className={buttonClassName("secondary")}
            onClick={onRead}
            aria-describedby={titleId}
            aria-haspopup="dialog"
          >
            Read More
          </button>
        </div>
      </div>
    </article>
  );
}
