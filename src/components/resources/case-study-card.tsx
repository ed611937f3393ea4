import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Icon } from "../ui/icon";
import * as card from "../ui/card.module.css";
import * as styles from "./case-studies.module.css";

export const query = graphql`
  fragment CaseStudy on CaseStudiesJson {
    slug
    category
    company
    title
    summary
    details
    metricValue
    metricLabel
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.778)
      }
    }
  }
`;

interface CaseStudyCardProps {
  study: Queries.CaseStudyFragment;
  onOpen: () => void;
}

/** A case study teaser; the whole card opens the full story (its title is the real button). */
export function CaseStudyCard({ study, onOpen }: CaseStudyCardProps) {
  const image = getImage(study.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={`${card.card} ${styles.card}`}>
      {image && <GatsbyImage image={image} alt="" className={card.media} />}
      <div className={card.body}>
        <p className={card.meta}>
          <span className={card.badge}>{study.category}</span>
          <span>{study.company}</span>
        </p>
        <p className={styles.metric}>
          <strong>{study.metricValue}</strong> {study.metricLabel}
        </p>
        <h3 className={card.title}>
          <button type="button" className={styles.open} onClick={onOpen} aria-haspopup="dialog">
            {study.title}
          </button>
        </h3>
        <p className={card.text}>{study.summary}</p>
        <span className={`${card.actions} ${styles.more}`} aria-hidden="true">
          Read the story <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
