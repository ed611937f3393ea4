import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { CardAction } from "../ui/card-action";
import { Link } from "../ui/link";
import { usePageLanguage } from "../../i18n/page-language";
import { mailtoHref } from "../../lib/contact-links";
import { formatMonth } from "../../lib/languages";
import { fill } from "../../lib/text";
import { required } from "../../lib/required";
import { Wordmark } from "../ui/wordmark";
import { useSite } from "../../hooks/use-site";
import * as styles from "./proof-row.module.css";

export const query = graphql`
  fragment ProofRow on Query {
    proofJson(locale: { eq: $locale }) {
      heading
      figuresLabel
      figures {
        value
        label
        period
      }
      figuresNote
      certificationsLabel
      certifications {
        name
        scope
        auditor
        accreditation
        issued
        document
        seal
      }
      issuedBy
      requestLabel
      requestSubject
      regulatoryLabel
      partnersLabel
      caseStudyCue
    }
    proofStanding: siteJson(locale: { eq: $locale }) {
      regulatory {
        partners {
          name
          role
          mark {
            publicURL
          }
        }
      }
    }
    proofPartners: allClientLogosJson(filter: { locale: { eq: $locale }, caseStudy: { ne: null } }) {
      nodes {
        name
        caseStudy
        logo {
          publicURL
        }
      }
    }
    proofStudies: allCaseStudiesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        metricValue
        metricLabel
      }
    }
  }
`;

/** A drawing's URL, or the build stops naming the file and field that lost it. */
function drawn(file: { publicURL: string | null } | null, where: string): string {
  if (!file?.publicURL) throw new Error(`${where}: the drawing is missing`);
  return file.publicURL;
}

/**
 * What a bank's partnership team checks first, in the order it checks it: whom we work through
 * (the nodal bank and the authorised payment aggregator, as marks), the certifications, each with
 * its seal, auditor, accreditation, date and an e-mail to the site's address asking for its
 * report under NDA, then the partners' published results and, last and smaller, our own figures
 * with their basis: under the home hero and on /services and /security (content/proof.json,
 * site.json's regulatory partners).
 */
export function ProofRow({
  data,
  statusStatedOnPage = false,
}: {
  data: Queries.ProofRowFragment;
  /** The page states the regulatory status in its own regulatory statement, so the row does not repeat it. */
  statusStatedOnPage?: boolean;
}) {
  const { intlLocale } = usePageLanguage();
  const { regulatory, email } = useSite();
  const proof = required(data.proofJson, "proof.json");
  const regulators = required(data.proofStanding?.regulatory.partners, "site.json");
  // check:content refuses an unknown caseStudy slug, naming the entry.
  const partners = data.proofPartners.nodes.map((partner) => ({
    ...partner,
    study: required(
      data.proofStudies.nodes.find((entry) => entry.slug === partner.caseStudy),
      "case-studies.json",
    ),
  }));
  return (
    <section className={styles.proof} aria-labelledby="proof-heading">
      <div className={styles.inner}>
        <h2 id="proof-heading" className={styles.heading}>
          {proof.heading}
        </h2>
        <div className={styles.layout}>
          <ProofGroup
            className={styles.standing}
            labelId="proof-standing"
            label={proof.regulatoryLabel}
            listClassName={styles.regulators}
            after={statusStatedOnPage ? null : <p className={styles.status}>{regulatory.status}</p>}
          >
            {regulators.map((partner) => (
              <li key={partner.name} className={styles.regulator}>
                <Wordmark
                  src={drawn(partner.mark, `content/site.json: regulatory partner ${partner.name}'s mark`)}
                  name={partner.name}
                  className={styles.mark}
                />
                <span className={styles.muted}>{partner.role}</span>
              </li>
            ))}
          </ProofGroup>
          <ProofGroup
            className={styles.certifications}
            labelId="proof-certifications"
            label={proof.certificationsLabel}
            listClassName={styles.badges}
          >
            {proof.certifications.map((certification) => (
              <li key={certification.name} className={styles.badge}>
                {/* The full name beside it says it to a screen reader. */}
                <span className={styles.seal} aria-hidden="true">
                  {certification.seal}
                </span>
                <strong className={styles.badgeName}>{certification.name}</strong>
                <span className={styles.badgeText}>
                  <span>{certification.scope}</span>
                  <span className={styles.issuedBy}>
                    {fill(proof.issuedBy, {
                      auditor: certification.auditor,
                      accreditation: certification.accreditation,
                      date: formatMonth(certification.issued, intlLocale),
                    })}
                  </span>
                  <CardAction to={mailtoHref(email, fill(proof.requestSubject, { document: certification.document }))}>
                    {fill(proof.requestLabel, { document: certification.document })}
                  </CardAction>
                </span>
              </li>
            ))}
          </ProofGroup>
          <ProofGroup
            className={styles.partnersColumn}
            labelId="proof-partners"
            label={proof.partnersLabel}
            listClassName={styles.partners}
          >
            {partners.map(({ name, caseStudy, logo, study }) => (
              <li key={name}>
                <Link to={`/case-studies#${caseStudy}`} className={styles.partner}>
                  <Wordmark
                    src={drawn(logo, `content/client-logos.json: ${name}'s logo`)}
                    name={name}
                    className={styles.logo}
                  />
                  <span className={styles.result}>
                    <strong>{study.metricValue}</strong> {study.metricLabel}
                  </span>
                  <CardAction cue>{proof.caseStudyCue}</CardAction>
                </Link>
              </li>
            ))}
          </ProofGroup>
          <ProofGroup
            className={styles.figuresColumn}
            labelId="proof-figures"
            label={proof.figuresLabel}
            listClassName={styles.figures}
            after={<p className={styles.note}>{proof.figuresNote}</p>}
          >
            {proof.figures.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <strong className={styles.value}>{figure.value}</strong>
                <span className={styles.figureLabel}>{figure.label}</span>
                <span className={styles.period}>{figure.period}</span>
              </li>
            ))}
          </ProofGroup>
        </div>
      </div>
    </section>
  );
}

/** One column of the row: its label as a heading, then the list it names, and a line after it. */
function ProofGroup({
  className,
  labelId,
  label,
  listClassName,
  after,
  children,
}: {
  className: string;
  labelId: string;
  label: string;
  listClassName: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h3 className={styles.label} id={labelId}>
        {label}
      </h3>
      <ul className={listClassName} aria-labelledby={labelId}>
        {children}
      </ul>
      {after}
    </div>
  );
}
