import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function WebinarsPage({ data }: PageProps<Queries.WebinarsPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/webinars")} />;
}

export const query = graphql`
  query WebinarsPage {
    pagesJson(path: { eq: "/webinars" }) {
      ...PageCopy
    }
  }
`;
