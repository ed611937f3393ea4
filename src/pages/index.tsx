import { graphql, type PageProps } from "gatsby";
import { AboutBlock } from "../components/company/about-block";
import { ContactSection } from "../components/contact/contact-section";
import { DeferredContactForm } from "../components/contact/deferred-contact-form";
import { Hero } from "../components/home/hero";
import { ProvideStrip } from "../components/home/provide-strip";
import { ServiceCards } from "../components/home/service-cards";
import { TrustStrip } from "../components/home/trust-strip";
import { requireCopy } from "../components/layout/page";
import { Seo } from "../components/seo/seo";
import { ServiceSection } from "../components/services/service-section";
import { TeamSection } from "../components/team/team-section";
import { useSite } from "../hooks/use-site";
import { required } from "../lib/required";
import { withCompany } from "../lib/text";

/** Spec 2.3: one long page of anchored sections, in the order of the spec. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { name } = useSite();
  const copy = requireCopy(data.page, "/");
  const team = requireCopy(data.teamPage, "/team");
  const contactPage = requireCopy(data.contactPage, "/contact");
  const home = required(data.homeJson, "home.json");
  return (
    <>
      <Seo title={copy.title} description={copy.description} path="/" />
      <Hero hero={home.hero} />
      <TrustStrip trust={home.trust} clients={data.clients.nodes} />
      <ProvideStrip provide={home.provide} />
      <AboutBlock about={required(data.aboutJson, "about.json")} id="aboutus" />
      <ServiceCards
        titled={{ heading: home.servicesHeading, intro: home.servicesIntro }}
        services={data.services.nodes}
      />
      {data.services.nodes.map((service, index) => (
        <ServiceSection
          key={service.slug}
          service={service}
          tone={index % 2 === 0 ? "muted" : "plain"}
          mediaSide={index % 2 === 0 ? "end" : "start"}
        />
      ))}
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
      ...TrustStrip
    }
    clients: allClientLogosJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ClientLogo
      }
    }
    aboutJson(locale: { eq: $locale }) {
      ...AboutBlock
    }
    services: allServicesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        ...ServiceCard
        ...ServiceSection
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
