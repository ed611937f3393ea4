import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";
import { EventList } from "../components/resources/event-list";
import { Section } from "../components/ui/section";

export default function WebinarsPage({ data }: PageProps<Queries.WebinarsPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/webinars")}>
      <Section>
        <EventList events={data.allEventsJson.nodes} />
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
    allEventsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...Event
      }
    }
  }
`;
