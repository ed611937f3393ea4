import { graphql } from "gatsby";
import { Lead, Section } from "../ui/section";
import { Wordmark } from "../ui/wordmark";
import * as styles from "./client-logos.module.css";
import { useUi } from "../../i18n/page-language";

export const query = graphql`
  fragment ClientLogo on ClientLogosJson {
    name
    logo {
      publicURL
    }
  }
`;

interface ClientLogosProps {
  heading: string;
  intro: string;
  logos: readonly Queries.ClientLogoFragment[];
}

/** Spec 2.5: 'Trusted by Leading Businesses', a grid of the clients' logos. */
export function ClientLogos({ heading, intro, logos }: ClientLogosProps) {
  const ui = useUi();
  return (
    <Section labelledBy="logos-heading">
      <header className={styles.header}>
        <h2 id="logos-heading">{heading}</h2>
        <Lead>{intro}</Lead>
      </header>
      <ul className={styles.grid} aria-label={ui.clientLogos}>
        {logos.map((client) => (
          <li key={client.name} className={styles.tile}>
            {client.logo.publicURL && (
              <Wordmark src={client.logo.publicURL} name={client.name} className={styles.logo} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
