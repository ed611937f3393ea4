import type { IconName } from "../ui/icon";
import { type ReactNode } from "react";
import { graphql } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { formatAddress } from "../../lib/text";
import { IconTile } from "../ui/icon-tile";
import * as styles from "./contact-details.module.css";

export const query = graphql`
  fragment ContactDetails on ContactJson {
    addressLabel
    phoneLabel
    emailLabel
  }
`;

interface InfoCard {
  icon: IconName;
  label: string;
  value: ReactNode;
}

interface ContactDetailsProps {
  labels: Queries.ContactDetailsFragment;
  /** A column of cards (beside the contact form) or a row of three (help centre). */
  layout?: "column" | "row";
}

/** The office address, a phone link and an e-mail link from content/site.json, as three cards. */
export function ContactDetails({ labels, layout = "column" }: ContactDetailsProps) {
  const site = useSite();
  const cards: InfoCard[] = [
    { icon: "map-pin", label: labels.addressLabel, value: formatAddress(site.address) },
    { icon: "phone", label: labels.phoneLabel, value: <a href={telHref(site.phone)}>{site.phone}</a> },
    { icon: "envelope", label: labels.emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
  ];
  return (
    <ul className={`${styles.cards} ${styles[layout]}`}>
      {cards.map((card) => (
        <li key={card.label} className={styles.card}>
          <IconTile icon={card.icon} compact />
          <span className={styles.text}>
            <strong className={styles.label}>{card.label}</strong>
            <span className={styles.value}>{card.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
