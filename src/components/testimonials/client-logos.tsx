import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Lead, Section } from "../ui/section";
import * as styles from "./client-logos.module.css";

export const query = graphql`
  fragment ClientLogo on ClientLogosJson {
    name
    logo {
      childImageSharp {
        gatsbyImageData(width: 180)
      }
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
  return (
    <Section labelledBy="logos-heading">
      <header className={styles.header}>
        <h2 id="logos-heading">{heading}</h2>
        <Lead>{intro}</Lead>
      </header>
      <ul className={styles.grid} aria-label="Client logos">
        {logos.map((client) => {
          const logo = getImage(client.logo.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={client.name} className={styles.tile}>
              {logo && <GatsbyImage image={logo} alt={client.name} className={styles.logo} />}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
