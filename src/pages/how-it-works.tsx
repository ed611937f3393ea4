import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function HowItWorksPage({ data }: PageProps<Queries.HowItWorksPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/how-it-works")} />;
}

export const query = graphql`
  query HowItWorksPage {
    pagesJson(path: { eq: "/how-it-works" }) {
      ...PageCopy
    }
  }
`;
