import { graphql } from "gatsby";
import { PolicySection } from "./policy-section";
import * as styles from "./legal.module.css";
import { useUi } from "../../i18n/page-language";

export const query = graphql`
  fragment PrivacySection on PrivacySectionsJson {
    slug
    title
    paragraphs
  }
`;

/** Spec 2.8: the policy's numbered sections, with a table of contents that links to each. */
export function PrivacyPolicy({ sections }: { sections: readonly Queries.PrivacySectionFragment[] }) {
  const ui = useUi();
  return (
    <div className={styles.policy}>
      <nav className={styles.toc} aria-labelledby="privacy-contents">
        <h2 id="privacy-contents" className={styles.tocHeading}>
          {ui.contents}
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
          <PolicySection key={section.slug} section={section} number={index + 1} />
        ))}
      </div>
    </div>
  );
}
