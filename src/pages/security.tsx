import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function SecurityPage({ data }: PageProps<Queries.SecurityPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/security")} />;
}

export const query = graphql`
  query SecurityPage {
    pagesJson(path: { eq: "/security" }) {
      ...PageCopy
    }
  }
`;
