import { graphql, type PageProps } from "gatsby";
import { AboutBlock } from "../components/company/about-block";
import { ContactSection } from "../components/contact/contact-section";
import { DeferredContactForm } from "../components/contact/deferred-contact-form";
import { Hero } from "../components/home/hero";
import { ProvideStrip } from "../components/home/provide-strip";
import { ProductSections } from "../components/home/product-sections";
import { ServiceCards } from "../components/home/service-cards";
import { Seo } from "../components/seo/seo";
import { ProofRow } from "../components/proof/proof-row";
import { TeamSection } from "../components/team/team-section";
import { useSite } from "../hooks/use-site";
import { useUi } from "../i18n/page-language";
import { required, requireCopy } from "../lib/required";
import { withCompany } from "../lib/text";

/** Spec 2.3: one long page of anchored sections, in the order of the spec. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { name } = useSite();
  const ui = useUi();
  const copy = requireCopy(data.page, "/");
  const team = requireCopy(data.teamPage, "/team");
  const contactPage = requireCopy(data.contactPage, "/contact");
  const home = required(data.homeJson, "home.json");
  return (
    <>
      <Seo title={copy.title} description={copy.description} path="/" />
      <Hero hero={home.hero} />
      <ProofRow data={data} />
      <ProvideStrip provide={home.provide} />
      <AboutBlock about={required(data.aboutJson, "about.json")} id="aboutus" />
      <ServiceCards
        titled={{ heading: home.servicesHeading, intro: home.servicesIntro }}
        services={data.services.nodes}
      />
      <ProductSections
        services={data.services.nodes}
        navigatorLabel={home.productsNavLabel}
        detailsLabel={ui.learnMore}
      />
      <TeamSection id="team" heading={withCompany(team.heading, name)} intro={team.intro} members={data.team.nodes} />
      <ContactSection
        id="contact"
        contact={required(data.contactJson, "contact.json")}
        heading={contactPage.heading}
        intro={contactPage.intro}
        form={DeferredContactForm}
      />
    </>
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    ...Chrome
    page: pagesJson(path: { eq: "/" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    teamPage: pagesJson(path: { eq: "/team" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    contactPage: pagesJson(path: { eq: "/contact" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    homeJson(locale: { eq: $locale }) {
      hero {
        ...Hero
      }
      provide {
        ...ProvideStrip
      }
      servicesHeading
      servicesIntro
      productsNavLabel
    }
    ...ProofRow
    aboutJson(locale: { eq: $locale }) {
      ...AboutBlock
    }
    services: allServicesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ServiceCard
        ...ServiceSection
        navLabel
      }
    }
    team: allTeamJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...TeamCard
      }
    }
    contactJson(locale: { eq: $locale }) {
      ...ContactSection
    }
  }
`;
