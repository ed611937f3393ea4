import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { TermsSections } from "../components/legal/terms-sections";
import { ButtonLink } from "../components/ui/button-link";
import { CtaBand } from "../components/ui/cta-band";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const terms = required(data.termsJson, "terms.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/terms")}>
      <Section>
        <TermsSections
          sections={data.allTermsSectionsJson.nodes}
          footer={
            <CtaBand text={terms.ctaText}>
              <ButtonLink to={terms.ctaHref}>{terms.ctaLabel}</ButtonLink>
            </CtaBand>
          }
        />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query TermsPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/terms" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allTermsSectionsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...TermsSection
      }
    }
    termsJson(locale: { eq: $locale }) {
      ctaText
      ctaLabel
      ctaHref
    }
  }
`;
