import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import { ButtonLink } from "../ui/button-link";
import { CheckList } from "../ui/check-list";
import { CtaBand } from "../ui/cta-band";
import { Section } from "../ui/section";
import * as styles from "./how-it-works-steps.module.css";
import { useUi } from "../../i18n/page-language";

export const query = graphql`
  fragment HowItWorks on HowItWorksJson {
    stepsHeading
    steps {
      title
      description
    }
    platformHeading
    platformPoints
    ctaText
    ctaHref
  }
`;

/**
 * /how-it-works: the rollout steps as a flow diagram (an ordered list; the nodes and arrows are
 * CSS), what the platform gives underneath, and a next step.
 */
export function HowItWorksSteps({ content }: { content: Queries.HowItWorksFragment }) {
  const ui = useUi();
  return (
    <>
      <Section labelledBy="steps-heading">
        <h2 id="steps-heading">{content.stepsHeading}</h2>
        <ol className={styles.steps}>
          {content.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.node} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className={styles.card}>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.text}>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="muted" labelledBy="platform-heading">
        <div className={styles.platform}>
          <h2 id="platform-heading">{content.platformHeading}</h2>
          <CheckList items={content.platformPoints} />
        </div>
        <CtaBand text={content.ctaText}>
          <ButtonLink to={content.ctaHref}>
            {ui.talkToOurTeam} <Icon name="arrow-right" size={18} />
          </ButtonLink>
        </CtaBand>
      </Section>
    </>
  );
}
