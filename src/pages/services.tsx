import { graphql, type PageProps } from "gatsby";
import { ServiceCards } from "../components/home/service-cards";
import { Page, requireCopy } from "../components/layout/page";
import { required } from "../lib/required";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const home = required(data.homeJson, "home.json");
  return (
    <Page copy={requireCopy(data.pagesJson, "/services")}>
      <ServiceCards
        heading={home.servicesHeading}
        intro={home.servicesIntro}
        services={data.allServicesJson.nodes}
        linkTo="page"
      />
    </Page>
  );
}

export const query = graphql`
  query ServicesPage {
    pagesJson(path: { eq: "/services" }) {
      ...PageCopy
    }
    homeJson {
      servicesHeading
      servicesIntro
    }
    allServicesJson {
      nodes {
        ...ServiceCard
      }
    }
  }
`;
