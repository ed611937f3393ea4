import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function TechnicalSupportPage({ data }: PageProps<Queries.TechnicalSupportPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/technical-support")} />;
}

export const query = graphql`
  query TechnicalSupportPage {
    pagesJson(path: { eq: "/technical-support" }) {
      ...PageCopy
    }
  }
`;
