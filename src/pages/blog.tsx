import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { requireCopy } from "../lib/required";
import { BlogPosts } from "../components/resources/blog-posts";

export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/blog")}>
      <BlogPosts posts={data.allBlogPostsJson.nodes} />
    </Page>
  );
}

export const query = graphql`
  query BlogPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/blog" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allBlogPostsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...BlogPost
      }
    }
  }
`;
