import { graphql, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact/contact-form";
import { ContactSection } from "../components/contact/contact-section";
import { FirstPaintAfterMain } from "../components/layout/first-paint-after-main";
import { useChosenService } from "../hooks/use-chosen-service";
import { Seo } from "../components/seo/seo";
import { required, requireCopy } from "../lib/required";

/** /contact: the same section as on the home page, with its heading as the page's h1 and the form in the static HTML. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const copy = requireCopy(data.pagesJson, "/contact");
  const contact = required(data.contactJson, "contact.json");
  // Only /contact is opened with a Service option chosen (a product's way in: enquiryHref).
  const chosenService = useChosenService(contact.serviceOptions);
  return (
    <>
      <Seo title={copy.title} description={copy.description} path={copy.path} />
      {/* The contact cards stretch to the form's height: painted before it, they would grow and move. */}
      <FirstPaintAfterMain />
      <ContactSection
        contact={contact}
        heading={copy.heading}
        intro={copy.intro}
        headingLevel="h1"
        form={ContactForm}
        chosenService={chosenService}
      />
    </>
  );
}

export const query = graphql`
  query ContactPage($locale: String!) {
    ...Chrome
    pagesJson(path: { eq: "/contact" }, locale: { eq: $locale }) {
      ...PageCopy
    }
    contactJson(locale: { eq: $locale }) {
      ...ContactSection
    }
  }
`;
