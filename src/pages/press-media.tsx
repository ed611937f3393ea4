import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function PressMediaPage({ data }: PageProps<Queries.PressMediaPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/press-media")} />;
}

export const query = graphql`
  query PressMediaPage {
    pagesJson(path: { eq: "/press-media" }) {
      ...PageCopy
    }
  }
`;
