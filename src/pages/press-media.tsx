import { graphql, type PageProps } from "gatsby";
import { PressList } from "../components/company/press-list";
import { Page } from "../components/layout/page";
import { Section } from "../components/ui/section";
import { required, requireCopy } from "../lib/required";

export default function PressMediaPage({ data }: PageProps<Queries.PressMediaPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/press-media")}>
      <Section>
        <PressList
          releases={data.allPressReleasesJson.nodes}
          categories={required(data.categoriesJson, "categories.json").press}
        />
      </Section>
    </Page>
  );
}

export const query = graphql`
  query PressMediaPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/press-media" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    categoriesJson(locale: { eq: $locale }) {
      press {
        key
        label
      }
    }
    allPressReleasesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...PressRelease
      }
    }
  }
`;
