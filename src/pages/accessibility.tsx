import { graphql, type PageProps } from "gatsby";
import { Page } from "../components/layout/page";
import { AccessibilityStatement } from "../components/legal/accessibility-statement";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/accessibility")}>
      <Section>
        <AccessibilityStatement statement={required(data.accessibilityJson, "accessibility.json")} />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query AccessibilityPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/accessibility" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    accessibilityJson(locale: { eq: $locale }) {
      ...AccessibilityStatement
    }
  }
`;
