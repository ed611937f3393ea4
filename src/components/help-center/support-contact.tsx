import { Icon } from "../ui/icon";
import { graphql } from "gatsby";
import { ContactDetails } from "../contact/contact-details";
import { Section } from "../ui/section";
import * as styles from "./help-center.module.css";

export const query = graphql`
  fragment SupportContact on HelpCenterJson {
    contactHeading
    availability
  }
`;

interface SupportContactProps {
  help: Queries.SupportContactFragment;
  labels: Queries.ContactDetailsFragment;
}

/** Spec 2.7: the Gurgaon office, phone and support e-mail, and that help is there 24/7. */
export function SupportContact({ help, labels }: SupportContactProps) {
  return (
    <Section labelledBy="support-contact-heading">
      <div className={styles.contactHeader}>
        <h2 id="support-contact-heading">{help.contactHeading}</h2>
        <p className={styles.availability}>
          <Icon name="clock" size={20} className={styles.clock} />
          {help.availability}
        </p>
      </div>
      <ContactDetails labels={labels} layout="row" />
    </Section>
  );
}
