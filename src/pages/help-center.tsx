import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function HelpCenterPage({ data }: PageProps<Queries.HelpCenterPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/help-center")} />;
}

export const query = graphql`
  query HelpCenterPage {
    pagesJson(path: { eq: "/help-center" }) {
      ...PageCopy
    }
  }
`;
