import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { EventList } from "../components/resources/event-list";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function WebinarsPage({ data }: PageProps<Queries.WebinarsPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/webinars")}>
      <Section>
        <EventList
          events={data.allEventsJson.nodes}
          categories={required(data.categoriesJson, "categories.json").events}
        />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query WebinarsPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/webinars" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    categoriesJson(locale: { eq: $locale }) {
      events {
        key
        label
      }
    }
    allEventsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...Event
      }
    }
  }
`;
