import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { ForumList } from "../components/support/forum-list";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function CommunityForumPage({ data }: PageProps<Queries.CommunityForumPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/community-forum")}>
      <Section>
        <ForumList
          topics={data.allForumTopicsJson.nodes}
          categories={required(data.categoriesJson, "categories.json").forum}
        />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query CommunityForumPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/community-forum" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    categoriesJson(locale: { eq: $locale }) {
      forum {
        key
        label
      }
    }
    allForumTopicsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ForumTopic
      }
    }
  }
`;
