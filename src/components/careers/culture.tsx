import { graphql } from "gatsby";
import { slugify } from "../../lib/text";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";
import * as styles from "./careers.module.css";

export const query = graphql`
  fragment CareersCulture on CareersJson {
    sections {
      heading
      paragraphs
    }
    image {
      childImageSharp {
        # A step between half and full width: a phone's screen (about 700 device pixels) takes the
        # 864 px file, not the desk's 1,152.
        gatsbyImageData(width: 1152, aspectRatio: 2.2222, outputPixelDensities: [0.25, 0.5, 0.75, 1])
      }
    }
  }
`;

/** Spec 2.5: how the team works and what it builds with, side by side, over the studio's artwork. */
export function Culture({ careers }: { careers: Queries.CareersCultureFragment }) {
  const studio = careers.image?.childImageSharp?.gatsbyImageData;
  return (
    <Section>
      <div className={styles.story}>
        {careers.sections.map((section) => {
          const id = `careers-${slugify(section.heading)}`;
          return (
            <section key={section.heading} aria-labelledby={id} className={styles.column}>
              <h2 id={id} className={styles.columnHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          );
        })}
        {studio && <Picture image={studio} alt="" className={styles.studio} />}
      </div>
    </Section>
  );
}
