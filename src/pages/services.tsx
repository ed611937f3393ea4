import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/services")} />;
}

export const query = graphql`
  query ServicesPage {
    pagesJson(path: { eq: "/services" }) {
      ...PageCopy
    }
  }
`;
