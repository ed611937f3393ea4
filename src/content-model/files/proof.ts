import { date, list, objectType, single, text } from "../fields";

/**
 * The proof row under the home hero and on /services and /security. Every company, auditor and
 * figure in it is fictional, like the site's company: never name a real bank, client or auditor.
 */

const figure = objectType(
  "ProofFigure",
  {
    value: text("The figure as it is read, large, e.g. ₹486 Cr or 99.96%."),
    label: text("What it counts, in a few words under the figure, e.g. in successful payments processed for clients."),
    period: text(
      "The period or date the figure is for, so a reader can weigh it against the company's age, e.g. April to September 2026.",
    ),
  },
  "One platform figure of the proof row: a large value and what it counts.",
);

const certification = objectType(
  "ProofCertification",
  {
    name: text("The certificate or report as auditors write it, e.g. PCI DSS v4.0.1 Level 1."),
    scope: text("What of ours it covers, in a few words, e.g. card data environment."),
    auditor: text("The firm that assessed or certified us (fictional, like every company on the site)."),
    accreditation: text(
      "What entitles the firm to assess this standard, as the standard's own scheme names it, e.g. PCI Qualified Security Assessor.",
    ),
    issued: date("The day the certificate was issued or the report signed (YYYY-MM-DD); shown as month and year."),
    seal: text(
      "The standard's short name, which the page sets on a generic seal beside the full name, e.g. PCI DSS: never a certification body's own mark. A space breaks it over two lines.",
      { maxLength: 10 },
    ),
    document: text(
      "The document a reader can ask for, as it fills requestLabel's and requestSubject's {document}, e.g. Attestation of Compliance.",
    ),
  },
  "One certification or audit report of the proof row, with who issued it and when.",
);

export const proof = single(
  "proof",
  "The proof row: the regulatory standing, certifications with their auditors and dates and a way to request each document, the partners whose case studies we publish, then the platform figures (content/proof.json).",
  {
    heading: text(
      "The row's heading, shown small above the regulatory standing, e.g. Regulated Partners and Independent Audits.",
    ),
    figuresLabel: text(
      "Above the platform figures, shown after the standing and certifications, e.g. The Platform in Numbers.",
    ),
    figures: list(figure, "Three or four platform figures, in the order they are read."),
    figuresNote: text(
      "Where the figures come from and how far they go back, shown under them, e.g. Founded August 2025; figures from our transaction ledger.",
    ),
    certificationsLabel: text("Above the certifications, e.g. Certifications and Audits."),
    certifications: list(certification, "The certifications and audit reports, in the order shown."),
    issuedBy: text(
      "Joins auditor, accreditation and date under a certification, e.g. {auditor}, {accreditation} · {date}.",
    ),
    requestLabel: text(
      "The link under each certification to ask for its document, e.g. Request the {document} (under NDA); {document} is the certification's document. It starts an e-mail to SiteJson.email, the address the site publishes.",
    ),
    requestSubject: text(
      "The subject of the e-mail a request starts, naming the document, e.g. Request: {document} (under NDA). The contact form's Service list stays as the spec has it.",
    ),
    regulatoryLabel: text(
      "Above the company's regulatory standing (site.json's regulatory block, shown as it is written there), e.g. Regulatory Standing.",
    ),
    partnersLabel: text("Above the partner logos, e.g. Results Our Partners Published."),
    caseStudyCue: text(
      "After a partner's result, telling that the logo opens its case study, e.g. Read the case study.",
    ),
  },
);
