import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/terms")} />;
}

export const query = graphql`
  query TermsPage {
    pagesJson(path: { eq: "/terms" }) {
      ...PageCopy
    }
  }
`;
