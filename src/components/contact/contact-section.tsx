import type { ComponentType } from "react";
import { graphql } from "gatsby";
import { Icon } from "../ui/icon";
import { useSite } from "../../hooks/use-site";
import { useUi } from "../../i18n/page-language";
import { fill } from "../../lib/text";
import { Link } from "../ui/link";
import { ContactDetails } from "./contact-details";
import type { ContactFormProps } from "./contact-form";
import { Lead, Section } from "../ui/section";
import * as styles from "./contact-section.module.css";

export const query = graphql`
  fragment ContactSection on ContactJson {
    formHeading
    formHeadingFor
    directNote
    ...ContactDetails
    privacyNotice
    privacyDetailsLabel
    transferNotice
    privacyHref
    retentionNotice
    withdrawalNotice
    draftNotice
    requiredNote
    captchaAlternative
    serviceOptions {
      value
      label
    }
  }
`;

interface ContactSectionProps {
  contact: Queries.ContactSectionFragment;
  heading: string;
  intro?: string | null;
  /** h1 on /contact, h2 inside the home page. */
  headingLevel?: "h1" | "h2";
  id?: string;
  /**
   * The form, in the static HTML either way: ContactForm itself where it is the first thing on
   * screen (/contact: hydrated with the page, its fields' code fetched when the visitor uses it),
   * DeferredContactForm where it sits far down (home: its code waits until it nears the viewport).
   */
  form: ComponentType<ContactFormProps>;
  /** The Service option the address chose (/contact/?service=…: useChosenService), named in the form's heading. */
  chosenService?: { label: string } | null;
}

/** What the notice under the form opens: where the enquiry goes, for how long, how to withdraw, the draft. */
const privacyDetails = (contact: Queries.ContactSectionFragment) =>
  [contact.transferNotice, contact.retentionNotice, contact.withdrawalNotice, contact.draftNotice].join(" ");

/**
 * Spec 2.4: heading, sub-line, three info cards on the left and the enquiry form on the right (the
 * heading and sub-line head the left column, so on a desk the form starts level with them). The
 * cards come under a line that says a person answers there directly (the form's captcha is not the
 * only door), with the developers' way to the integration guides; a product's button that chose a
 * Service option (?service=) is acknowledged in the form's heading.
 */
export function ContactSection({
  contact,
  heading,
  intro,
  headingLevel = "h2",
  id,
  form: Form,
  chosenService: chosen,
}: ContactSectionProps) {
  const site = useSite();
  const ui = useUi();
  const Heading = headingLevel;
  const FormHeading = headingLevel === "h1" ? "h2" : "h3";
  return (
    // With the page, not near view: its form's code waits for the visitor (HydrateOnUse), and only
    // a running HydrateOnUse can hold back a same-page link's move to it (home's hero to #contact).
    <Section id={id} labelledBy="contact-heading" className={styles.section} hydrates="with-page">
      <div className={styles.layout}>
        <div className={styles.details}>
          <Heading id="contact-heading">{heading}</Heading>
          {intro && <Lead>{intro}</Lead>}
          <p className={styles.directNote}>{contact.directNote}</p>
          <ContactDetails labels={contact} />
          <p className={styles.developers}>
            {ui.developersPrompt}{" "}
            <Link to="/technical-support" className={styles.developersLink}>
              {ui.readTheDocs}
              <Icon name="arrow-right" size={16} />
            </Link>
          </p>
        </div>
        <div className={styles.formPanel}>
          <FormHeading className={styles.formHeading}>
            {chosen ? fill(contact.formHeadingFor, { service: chosen.label }) : contact.formHeading}
          </FormHeading>
          <Form
            serviceOptions={contact.serviceOptions}
            privacyNotice={contact.privacyNotice}
            privacyDetails={privacyDetails(contact)}
            privacyDetailsLabel={contact.privacyDetailsLabel}
            privacyHref={contact.privacyHref}
            requiredNote={contact.requiredNote}
            captchaAlternative={contact.captchaAlternative}
            alternativeEmail={site.email}
            idPrefix={id ?? "contact"}
          />
        </div>
      </div>
    </Section>
  );
}
