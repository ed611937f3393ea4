import { useState } from "react";
import { graphql } from "gatsby";
import { Accordion } from "../ui/accordion";
import { Section } from "../ui/section";
import * as styles from "./security-practices.module.css";

export const query = graphql`
  fragment SecurityPractices on SecurityJson {
    practicesHeading
    practices {
      title
      content
    }
  }
`;

/** Spec 2.8: compliance and assurance in one accordion, one item open at a time (the first on load). */
export function SecurityPractices({ security }: { security: Queries.SecurityPracticesFragment }) {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <Section tone="muted" labelledBy="security-practices-heading">
      <div className={styles.layout}>
        <h2 id="security-practices-heading">{security.practicesHeading}</h2>
        <Accordion
          items={security.practices.map((practice) => ({ title: practice.title, content: <p>{practice.content}</p> }))}
          openIndex={open}
          onChange={setOpen}
        />
      </div>
    </Section>
  );
}
