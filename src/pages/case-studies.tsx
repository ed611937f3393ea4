import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/case-studies")} />;
}

export const query = graphql`
  query CaseStudiesPage {
    pagesJson(path: { eq: "/case-studies" }) {
      ...PageCopy
    }
  }
`;
