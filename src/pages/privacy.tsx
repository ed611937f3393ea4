import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { requireCopy } from "../lib/required";
import { PrivacyPolicy } from "../components/legal/privacy-policy";
import { RegulatoryStatement } from "../components/legal/regulatory-statement";
import { Section } from "../components/ui/section";

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/privacy")}>
      <Section>
        <PrivacyPolicy sections={data.allPrivacySectionsJson.nodes} />
      </Section>
      <RegulatoryStatement />
    </Page>
  );
}

export const query = graphql`
  query PrivacyPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/privacy" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allPrivacySectionsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...PrivacySection
      }
    }
  }
`;
