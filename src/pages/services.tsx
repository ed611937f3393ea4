import { graphql, type PageProps } from "gatsby";
import { ServiceCards } from "../components/home/service-cards";
import { Page } from "../components/layout/page";
import { requireCopy } from "../lib/required";
import { ProofRow } from "../components/proof/proof-row";

/** /services: the page header says what the six cards are, so they follow it without a heading of their own. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <Page copy={requireCopy(data.pagesJson, "/services")}>
      <ServiceCards services={data.allServicesJson.nodes} linkTo="page" />
      <ProofRow data={data} />
    </Page>
  );
}

export const query = graphql`
  query ServicesPage($locale: String!) {
    ...Chrome
    ...ProofRow
    pagesJson(path: { eq: "/services" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    allServicesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`;
