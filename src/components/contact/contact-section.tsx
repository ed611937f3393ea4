import { type ReactNode } from "react";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { Icon, type IconName } from "../ui/icon";
import { LazyContactForm } from "./lazy-contact-form";
import { Lead, Section } from "../ui/section";
import * as styles from "./contact-section.module.css";

export const query = graphql`
  fragment ContactSection on ContactJson {
    formHeading
    addressLabel
    phoneLabel
    emailLabel
    privacyNotice
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
}

interface InfoCard {
  icon: IconName;
  label: string;
  value: ReactNode;
}

/** Spec 2.4: heading, sub-line, three info cards on the left and the enquiry form on the right. */
export function ContactSection({ contact, heading, intro, headingLevel = "h2", id }: ContactSectionProps) {
  const site = useSite();
  const Heading = headingLevel;
  const FormHeading = headingLevel === "h1" ? "h2" : "h3";
  const cards: InfoCard[] = [
    {
      icon: "map-pin",
      label: contact.addressLabel,
      value: `${site.address.streetAddress}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    },
    { icon: "phone", label: contact.phoneLabel, value: <a href={telHref(site.phone)}>{site.phone}</a> },
    { icon: "mail", label: contact.emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
  ];
  return (
    <Section id={id} labelledBy="contact-heading" className={styles.section}>
      <Heading id="contact-heading">{heading}</Heading>
      {intro && <Lead>{intro}</Lead>}
      <div className={styles.layout}>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.label} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={card.icon} size={22} />
              </span>
              <span>
                <strong className={styles.label}>{card.label}</strong>
                <span className={styles.value}>{card.value}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.formPanel}>
          <FormHeading>{contact.formHeading}</FormHeading>
          <LazyContactForm
            serviceOptions={contact.serviceOptions}
            privacyNotice={contact.privacyNotice}
            idPrefix={id ?? "contact"}
            fallbackEmail={site.email}
          />
        </div>
      </div>
    </Section>
  );
}
