import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/careers")} />;
}

export const query = graphql`
  query CareersPage {
    pagesJson(path: { eq: "/careers" }) {
      ...PageCopy
    }
  }
`;
