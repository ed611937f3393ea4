import { graphql, type PageProps } from "gatsby";
import { Page, requireCopy } from "../components/layout/page";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  return <Page copy={requireCopy(data.pagesJson, "/testimonials")} />;
}

export const query = graphql`
  query TestimonialsPage {
    pagesJson(path: { eq: "/testimonials" }) {
      ...PageCopy
    }
  }
`;
