import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";
import { BlogPosts } from "../components/resources/blog-posts";

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/blog")}>
      <BlogPosts posts={data.allBlogPostsJson.nodes} />
    </Page>
  );
}

export const query = graphql`
  query BlogPage {
    pagesJson(path: { eq: "/blog" }) {
      ...PageCopy
    }
    allBlogPostsJson {
      nodes {
        ...BlogPost
      }
    }
  }
`;
