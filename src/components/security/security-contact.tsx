import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { mailtoHref } from "../../lib/contact-links";
import { ButtonLink } from "../ui/button-link";
import { CtaBand } from "../ui/cta-band";
import { Section } from "../ui/section";

export const query = graphql`
  fragment SecurityContact on SecurityJson {
    ctaText
    ctaLabel
    ctaSubject
  }
`;

/** Spec 2.8: 'Contact Security Team' starts an e-mail to the support address, subject filled in. */
export function SecurityContact({ security }: { security: Queries.SecurityContactFragment }) {
  const { email } = useSite();
  return (
    <Section>
      <CtaBand text={security.ctaText}>
        <ButtonLink to={mailtoHref(email, security.ctaSubject)}>{security.ctaLabel}</ButtonLink>
      </CtaBand>
    </Section>
  );
}
