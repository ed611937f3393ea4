import { ArrowRight, Bank, ShieldCheck } from "@phosphor-icons/react/dist/ssr";
import { graphql } from "gatsby";
import { Link } from "../ui/link";
import { usePageLanguage } from "../../i18n/page-language";
import { formatMonth } from "../../lib/languages";
import { fill } from "../../lib/text";
import { RegulatoryPartners } from "../legal/regulatory-partners";
import { Wordmark } from "../ui/wordmark";
import { useSite } from "../../hooks/use-site";
import * as styles from "./proof-row.module.css";

export const query = graphql`
  fragment ProofRow on Query {
    proofJson(locale: { eq: $locale }) {
      heading
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
      }
      issuedBy
      regulatoryLabel
      partnersLabel
      caseStudyCue
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

/**
 * What a bank's partnership team checks first, in one band: figures with the period each is for,
 * the regulatory standing as site.json states it, certifications with their auditor, the
 * auditor's accreditation and the date, and the partners whose case studies we publish, each logo
 * opening its story: under the home hero and on /services and /security (content/proof.json).
 */
export function ProofRow({ data }: { data: Queries.ProofRowFragment }) {
  const { intlLocale } = usePageLanguage();
  const { regulatory } = useSite();
  const proof = data.proofJson;
  if (!proof) throw new Error("content/proof.json is missing for this language");
  const partners = data.proofPartners.nodes.map((partner) => {
    const study = data.proofStudies.nodes.find((entry) => entry.slug === partner.caseStudy);
    // check:content refuses an unknown slug; this names the entry if the build is reached anyway.
    if (!study)
      throw new Error(`content/client-logos.json: ${partner.name}'s caseStudy "${partner.caseStudy}" is no case study`);
    return { ...partner, study };
  });
  return (
    <section className={styles.proof} aria-labelledby="proof-heading">
      <div className={styles.inner}>
        <h2 id="proof-heading" className={styles.label}>
          {proof.heading}
        </h2>
        <ul className={styles.figures}>
          {proof.figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <strong className={styles.value}>{figure.value}</strong>
              <span className={styles.figureLabel}>{figure.label}</span>
              <span className={styles.period}>{figure.period}</span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{proof.figuresNote}</p>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.label}>{proof.regulatoryLabel}</h3>
            <p className={styles.status}>{regulatory.status}</p>
            <RegulatoryPartners
              className={styles.regulators}
              aria-label={regulatory.partnersLabel}
              seal={{
                icon: <Bank size={20} className={styles.seal} aria-hidden />,
                item: styles.regulator,
                role: styles.by,
              }}
            />
          </div>
          <div className={styles.certifications}>
            <h3 className={styles.label} id="proof-certifications">
              {proof.certificationsLabel}
            </h3>
            <ul className={styles.certificationList} aria-labelledby="proof-certifications">
              {proof.certifications.map((certification) => (
                <li key={certification.name} className={styles.certification}>
                  <ShieldCheck size={20} className={styles.seal} aria-hidden />
                  <span>
                    <strong>{certification.name}</strong>
                    <span className={styles.scope}>{certification.scope}</span>
                    <span className={styles.by}>
                      {fill(proof.issuedBy, {
                        auditor: certification.auditor,
                        accreditation: certification.accreditation,
                        date: formatMonth(certification.issued, intlLocale),
                      })}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.label} id="proof-partners">
              {proof.partnersLabel}
            </h3>
            <ul className={styles.partners} aria-labelledby="proof-partners">
              {partners.map(
                ({ name, caseStudy, logo, study }) =>
                  logo.publicURL && (
                    <li key={name}>
                      <Link to={`/case-studies#${caseStudy}`} className={styles.partner}>
                        <Wordmark src={logo.publicURL} name={name} className={styles.logo} />
                        <span className={styles.result}>
                          <strong>{study.metricValue}</strong> {study.metricLabel}
                        </span>
                        <span className={styles.cue}>
                          {proof.caseStudyCue} <ArrowRight size={14} aria-hidden />
                        </span>
                      </Link>
                    </li>
                  ),
              )}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
