import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/privacy")} />;
}

export const query = graphql`
  query PrivacyPage {
    pagesJson(path: { eq: "/privacy" }) {
      ...PageCopy
    }
  }
`;
