import { graphql } from "gatsby";
import { PolicySection } from "./policy-section";
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
  return (
    <div className={styles.sections}>
      {statement.sections.map((section) => (
        <PolicySection key={section.slug} section={section} />
      ))}
    </div>
  );
}
