import { graphql, type PageProps } from "gatsby";
import { HowItWorksSteps } from "../components/company/how-it-works-steps";
import { Page } from "../components/layout/page";
import { required, requireCopy } from "../lib/required";

export default function HowItWorksPage({ data }: PageProps<Queries.HowItWorksPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/how-it-works")}>
      <HowItWorksSteps content={required(data.howItWorksJson, "how-it-works.json")} />
    </Page>
  );
}

export const query = graphql`
  query HowItWorksPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/how-it-works" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    howItWorksJson(locale: { eq: $locale }) {
      ...HowItWorks
    }
  }
`;
