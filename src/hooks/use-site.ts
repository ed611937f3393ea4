import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** Company facts, navigation and the built site URL: the one place components read them from. */
export function useSite() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        legalName
        regulatory {
          cinLabel
          cin
          registeredOfficeLabel
          grievancePolicy {
            href
            label
          }
        }
        tagline
        description
        foundingDate
        foundedLabel
        phone
        email
        grievanceOfficer {
          name
          email
          phone
        }
        copyrightYear
        address {
          streetAddress
          city
          region
          postalCode
          country
        }
        social {
          network
          label
          href
        }
      }
      allServicesJson {
        nodes {
          path
        }
      }
      navigationJson {
        header {
          href
          label
        }
        footer {
          title
          links {
            href
            label
          }
        }
        statementLink {
          href
          label
        }
        loginLabel
        signupLabel
      }
    }
  `);
  return {
    ...required(data.siteJson, "site.json"),
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    navigation: required(data.navigationJson, "navigation.json"),
    productPaths: data.allServicesJson.nodes.map((service) => service.path),
  };
}

export type SiteFacts = ReturnType<typeof useSite>;
