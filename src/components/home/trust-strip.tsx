import { ShieldCheck } from "@phosphor-icons/react/dist/ssr";
import { graphql } from "gatsby";
import { Wordmark } from "../ui/wordmark";
import * as styles from "./trust-strip.module.css";

export const query = graphql`
  fragment TrustStrip on HomeJson {
    trust {
      clientsLabel
      standardsLabel
      standards {
        name
        detail
      }
    }
  }
`;

interface TrustStripProps {
  trust: Queries.TrustStripFragment["trust"];
  clients: readonly Queries.ClientLogoFragment[];
}

/** Under the hero: who already pays through us (client wordmarks) and the standards we are held to. */
export function TrustStrip({ trust, clients }: TrustStripProps) {
  return (
    <section className={styles.strip} aria-labelledby="trust-clients trust-standards">
      <div className={styles.inner}>
        <div className={styles.group}>
          <p className={styles.label} id="trust-clients">
            {trust.clientsLabel}
          </p>
          <ul className={styles.logos} aria-labelledby="trust-clients">
            {clients.map(
              (client) =>
                client.logo.publicURL && (
                  <li key={client.name}>
                    <Wordmark src={client.logo.publicURL} name={client.name} className={styles.logo} />
                  </li>
                ),
            )}
          </ul>
        </div>
        <div className={styles.group}>
          <p className={styles.label} id="trust-standards">
            {trust.standardsLabel}
          </p>
          <ul className={styles.standards} aria-labelledby="trust-standards">
            {trust.standards.map((standard) => (
              <li key={standard.name} className={styles.standard}>
                <ShieldCheck size={24} className={styles.seal} aria-hidden />
                <span>
                  <strong>{standard.name}</strong> {standard.detail}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
