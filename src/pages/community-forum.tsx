import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function CommunityForumPage({ data }: PageProps<Queries.CommunityForumPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/community-forum")} />;
}

export const query = graphql`
  query CommunityForumPage {
    pagesJson(path: { eq: "/community-forum" }) {
      ...PageCopy
    }
  }
`;
