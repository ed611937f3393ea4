import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function FeedbackPage({ data }: PageProps<Queries.FeedbackPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/feedback")} />;
}

export const query = graphql`
  query FeedbackPage {
    pagesJson(path: { eq: "/feedback" }) {
      ...PageCopy
    }
  }
`;
