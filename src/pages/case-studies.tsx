import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { CaseStudyList } from "../components/resources/case-study-list";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/case-studies")}>
      <Section>
        <CaseStudyList
          studies={data.allCaseStudiesJson.nodes}
          categories={required(data.categoriesJson, "categories.json").caseStudies}
        />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query CaseStudiesPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/case-studies" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    categoriesJson(locale: { eq: $locale }) {
      caseStudies {
        key
        label
      }
    }
    allCaseStudiesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...CaseStudy
      }
    }
  }
`;
