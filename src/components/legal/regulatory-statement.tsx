import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { Section } from "../ui/section";
import { RegulatoryPartners } from "./regulatory-partners";
import * as styles from "./regulatory-statement.module.css";

/**
 * What the company is and whom it works through (content/site.json's regulatory block, written
 * there once): the status, the regulated partners and the Nodal Officer, on /privacy, /security
 * and /help-center. The footer's regulatory line carries the status and the officer too. It reads as
 * a note on the content around it, so it borrows their padding instead of adding its own;
 * `followsBand` keeps its top padding where a muted band ends right above it.
 */
export function RegulatoryStatement({ followsBand = false }: { followsBand?: boolean }) {
  const { regulatory } = useSite();
  const officer = regulatory.nodalOfficer;
  return (
    <Section labelledBy="regulatory-partners" className={followsBand ? styles.afterBand : styles.note}>
      <div className={styles.statement} data-regulatory-statement>
        <p>{regulatory.status}</p>
        <h2 id="regulatory-partners" className={styles.heading}>
          {regulatory.partnersLabel}
        </h2>
        <RegulatoryPartners className={styles.partners} />
        <p>
          {regulatory.nodalOfficerLabel}: {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{" "}
          <a href={telHref(officer.phone)}>{officer.phone}</a>
        </p>
      </div>
    </Section>
  );
}
