import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { ServiceSection } from "../components/services/service-section";
import { ButtonLink } from "../components/ui/button-link";
import { CtaBand } from "../components/ui/cta-band";
import { Icon } from "../components/ui/icon";
import { Section } from "../components/ui/section";
import { enquiryHref } from "../lib/enquiry-service";
import { required, requireCopy } from "../lib/required";
import { useUi } from "../i18n/page-language";
import * as styles from "./service-page.module.css";

/** /digital-onboarding, /trust, ...: the matching home-page section as a page of its own, ending on its next step. */
export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, { pagePath: string }>) {
  const copy = requireCopy(data.pagesJson, pageContext.pagePath);
  const service = required(data.servicesJson, "services.json");
  const ui = useUi();
  // The contact form with this product's Service option chosen; developers go to the guides. Offered
  // under the intro and again where the page ends.
  const nextSteps = (
    <div className={styles.nextSteps}>
      <ButtonLink to={enquiryHref(service.closing.href, service.enquiry)}>
        {ui.talkToOurTeam} <Icon name="arrow-right" size={18} />
      </ButtonLink>
      <ButtonLink to="/technical-support" variant="secondary">
        {ui.readTheDocs}
      </ButtonLink>
    </div>
  );
  return (
    <>
      <Seo title={copy.title} description={copy.description} path={copy.path} />
      <ServiceSection
        service={service}
        headingLevel="h1"
        heading={copy.heading}
        actions={<div className={styles.column}>{nextSteps}</div>}
      />
      <Section className={styles.closing}>
        <CtaBand text={service.closing.text}>{nextSteps}</CtaBand>
      </Section>
    </>
  );
}

export const query = graphql`
  query ServicePage($slug: String!, $pagePath: String!, $locale: String!) {
    ...Chrome
    pagesJson(path: { eq: $pagePath }, locale: { eq: $locale }) {
      ...PageCopy
    }
    servicesJson(slug: { eq: $slug }, locale: { eq: $locale }) {
      ...ServiceSection
      closing {
        text
        href
      }
    }
  }
`;
