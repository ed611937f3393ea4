import { type ReactNode } from "react";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { withCompany } from "../../lib/text";
import { ButtonLink } from "./button-link";
import { KeepHyphenated } from "./keep-hyphenated";
import { Eyebrow, Lead, Section } from "./section";
import * as styles from "./section.module.css";

export const query = graphql`
  fragment PageCopy on PagesJson {
    path
    title
    description
    heading
    intro
    eyebrow
    cta {
      label
      href
    }
  }
`;

interface PageHeaderProps {
  copy: Pick<Queries.PageCopyFragment, "heading" | "intro" | "eyebrow" | "cta">;
  children?: ReactNode;
}

/** The h1 band at the top of a screen, from its entry in content/pages.json: always on the first screen, so it hydrates with the page. */
export function PageHeader({ copy, children }: PageHeaderProps) {
  const { name } = useSite();
  return (
    <Section hydrates="with-page" labelledBy="page-title" className={styles.header}>
      {copy.eyebrow && <Eyebrow>{copy.eyebrow}</Eyebrow>}
      <h1 id="page-title">
        <KeepHyphenated text={withCompany(copy.heading, name)} />
      </h1>
      {copy.intro && <Lead>{copy.intro}</Lead>}
      {copy.cta && (
        <ButtonLink to={copy.cta.href} variant="secondary" className={styles.cta}>
          {copy.cta.label}
        </ButtonLink>
      )}
      {children}
    </Section>
  );
}
