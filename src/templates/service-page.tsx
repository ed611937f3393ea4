import { graphql, type PageProps } from "gatsby";
import { requireCopy } from "../components/layout/page";
import { Seo } from "../components/seo/seo";
import { ServiceSection } from "../components/services/service-section";
import { required } from "../lib/required";

/** /digital-onboarding, /trust, ...: the matching home-page section as a page of its own. */
export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, { pagePath: string }>) {
  const copy = requireCopy(data.pagesJson, pageContext.pagePath);
  return (
    <>
      <Seo title={copy.title} description={copy.description} path={copy.path} />
      <ServiceSection service={required(data.servicesJson, "services.json")} headingLevel="h1" />
    </>
  );
}

export const query = graphql`
  query ServicePage($slug: String!, $pagePath: String!) {
    pagesJson(path: { eq: $pagePath }) {
      ...PageCopy
    }
    servicesJson(slug: { eq: $slug }) {
      ...ServiceSection
    }
  }
`;
