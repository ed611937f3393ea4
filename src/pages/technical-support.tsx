import { graphql, type PageProps } from "gatsby";
import { requireCopy } from "../lib/required";
import { Seo } from "../components/seo/seo";
import { SupportTopics } from "../components/support/support-topics";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { faqJsonLd } from "../lib/json-ld";

export default function TechnicalSupportPage({ data }: PageProps<Queries.TechnicalSupportPageQuery>) {
  const copy = requireCopy(data.pagesJson, "/technical-support");
  const topics = data.allSupportTopicsJson.nodes;
  return (
    <>
      <Seo
        title={copy.title}
        description={copy.description}
        path={copy.path}
        jsonLd={[faqJsonLd(topics.flatMap((topic) => topic.faqs))]}
      />
      <PageHeader copy={copy} />
      <Section>
        <SupportTopics topics={topics} />
      </Section>
    </>
  );
}

export const query = graphql`
  query TechnicalSupportPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/technical-support" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allSupportTopicsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...SupportTopic
      }
    }
  }
`;
