import { graphql, type PageProps } from "gatsby";
import { AboutBlock } from "../components/company/about-block";
import { Seo } from "../components/seo/seo";
import { required, requireCopy } from "../lib/required";

/** /about-us and /company-overview: the About block as the page, each with its own metadata. */
export default function AboutPage({ data, pageContext }: PageProps<Queries.AboutPageQuery, { pagePath: string }>) {
  const copy = requireCopy(data.pagesJson, pageContext.pagePath);
  return (
    <>
      <Seo title={copy.title} description={copy.description} path={copy.path} />
      <AboutBlock about={required(data.aboutJson, "about.json")} headingLevel="h1" />
    </>
  );
}

export const query = graphql`
  query AboutPage($pagePath: String!, $locale: String!) {
    ...Chrome
    pagesJson(path: { eq: $pagePath }, locale: { eq: $locale }) {
      ...PageCopy
    }
    aboutJson(locale: { eq: $locale }) {
      ...AboutBlock
    }
  }
`;
