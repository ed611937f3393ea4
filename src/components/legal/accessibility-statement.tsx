import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { withCompany, withGrievanceOfficer } from "../../lib/text";
import { LinkedText } from "../ui/linked-text";
import * as styles from "./legal.module.css";

export const query = graphql`
  fragment AccessibilityStatement on AccessibilityJson {
    sections {
      slug
      title
      paragraphs
    }
  }
`;

/** The accessibility statement: the standard, the testing, the known limitation, how to report a barrier. */
export function AccessibilityStatement({ statement }: { statement: Queries.AccessibilityStatementFragment }) {
  const site = useSite();
  return (
    <div className={styles.sections}>
      {statement.sections.map((section) => (
        <section
          key={section.slug}
          id={section.slug}
          aria-labelledby={`${section.slug}-heading`}
          className={styles.policySection}
        >
          <h2 id={`${section.slug}-heading`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText text={withGrievanceOfficer(withCompany(paragraph, site.name), site)} />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
