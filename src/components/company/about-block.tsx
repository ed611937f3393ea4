import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { withCompany } from "../../lib/text";
import { Eyebrow, Section } from "../ui/section";
import * as styles from "./about-block.module.css";
import { Picture } from "../ui/picture";

export const query = graphql`
  fragment AboutBlock on AboutJson {
    eyebrow
    heading
    paragraphs
    facts {
      label
      value
    }
    missionHeading
    mission
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.333)
      }
    }
  }
`;

interface AboutBlockProps {
  about: Queries.AboutBlockFragment;
  id?: string;
  /** h1 on /about-us and /company-overview, h2 inside the home page. */
  headingLevel?: "h1" | "h2";
}

/** Spec 2.3 / 2.5: the same block on /, /about-us and /company-overview. */
export function AboutBlock({ about, id, headingLevel = "h2" }: AboutBlockProps) {
  const { name } = useSite();
  const Heading = headingLevel;
  const SubHeading = headingLevel === "h1" ? "h2" : "h3";
  const image = about.image.childImageSharp?.gatsbyImageData;
  return (
    <Section id={id} labelledBy="about-heading">
      <div className={styles.layout}>
        <div>
          <Eyebrow>{about.eyebrow}</Eyebrow>
          <Heading id="about-heading">{withCompany(about.heading, name)}</Heading>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.facts}>
            {about.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.aside}>
          {image && <Picture image={image} alt={about.imageAlt} className={styles.image} />}
          <div className={styles.mission}>
            <SubHeading className={styles.missionHeading}>{about.missionHeading}</SubHeading>
            <p>{about.mission}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}
