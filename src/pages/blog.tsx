import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/blog")} />;
}

export const query = graphql`
  query BlogPage {
    pagesJson(path: { eq: "/blog" }) {
      ...PageCopy
    }
  }
`;
