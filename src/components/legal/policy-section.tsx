import { useSite } from "../../hooks/use-site";
import { withCompany, withSiteFacts } from "../../lib/text";
import { LinkedText } from "../ui/linked-text";
import * as styles from "./legal.module.css";

interface PolicySectionProps {
  section: { slug: string; title: string; paragraphs: readonly string[] };
  /** Shown before the title where the sections are numbered (the privacy policy). */
  number?: number;
}

/** One titled section of a policy page, anchored by its slug, its paragraphs with the company's tokens filled in. */
export function PolicySection({ section, number }: PolicySectionProps) {
  const site = useSite();
  return (
    <section id={section.slug} aria-labelledby={`${section.slug}-heading`} className={styles.policySection}>
      <h2 id={`${section.slug}-heading`}>
        {number !== undefined && <span className={styles.number}>{number}. </span>}
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <LinkedText text={withSiteFacts(withCompany(paragraph, site.name), site)} />
        </p>
      ))}
    </section>
  );
}
