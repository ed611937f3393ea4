import { graphql, type PageProps } from "gatsby";
import { HowItWorksSteps } from "../components/company/how-it-works-steps";
import { Page, requireCopy } from "../components/layout/page";

export default function HowItWorksPage({ data }: PageProps<Queries.HowItWorksPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/how-it-works")}>
      {data.howItWorksJson && <HowItWorksSteps content={data.howItWorksJson} />}
    </Page>
  );
}

export const query = graphql`
  query HowItWorksPage {
    pagesJson(path: { eq: "/how-it-works" }) {
      ...PageCopy
    }
    howItWorksJson {
      ...HowItWorks
    }
  }
`;
