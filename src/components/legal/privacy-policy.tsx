import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { withCompany, withGrievanceOfficer } from "../../lib/text";
import { LinkedText } from "../ui/linked-text";
import * as styles from "./legal.module.css";

export const query = graphql`
  fragment PrivacySection on PrivacySectionsJson {
    slug
    title
    paragraphs
  }
`;

/** Spec 2.8: the policy's numbered sections, with a table of contents that links to each. */
export function PrivacyPolicy({ sections }: { sections: readonly Queries.PrivacySectionFragment[] }) {
  const site = useSite();
  return (
    <div className={styles.policy}>
      <nav className={styles.toc} aria-labelledby="privacy-contents">
        <h2 id="privacy-contents" className={styles.tocHeading}>
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.slug}>
              <a href={`#${section.slug}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {sections.map((section, index) => (
          <section
            key={section.slug}
            id={section.slug}
            aria-labelledby={`${section.slug}-heading`}
            className={styles.policySection}
          >
            <h2 id={`${section.slug}-heading`}>
              <span className={styles.number}>{index + 1}.</span> {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={withGrievanceOfficer(withCompany(paragraph, site.name), site)} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
