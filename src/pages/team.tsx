import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { requireCopy } from "../lib/required";
import { TeamSection } from "../components/team/team-section";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/team")}>
      <TeamSection members={data.allTeamJson.nodes} />
    </Page>
  );
}

export const query = graphql`
  query TeamPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/team" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allTeamJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;
