import { graphql } from "gatsby";
import { slugify } from "../../lib/text";
import { Section } from "../ui/section";
import * as styles from "./careers.module.css";

export const query = graphql`
  fragment CareersCulture on CareersJson {
    sections {
      heading
      paragraphs
    }
  }
`;

/** Spec 2.5: how the team works and what it builds with, side by side. */
export function Culture({ careers }: { careers: Queries.CareersCultureFragment }) {
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
      </div>
    </Section>
  );
}
