import { date, list, objectType, single, text } from "../fields";

/**
 * The proof row under the home hero and on /services and /security. Every company, auditor and
 * figure in it is fictional, like the site's company: never name a real bank, client or auditor.
 */

const figure = objectType(
  "ProofFigure",
  {
    value: text("The figure as it is read, large, e.g. 1,800 Cr+ or 99.98%."),
    label: text("What it counts, in a few words under the figure, e.g. in payments processed in the last 12 months."),
  },
  "One platform figure of the proof row: a large value and what it counts.",
);

const certification = objectType(
  "ProofCertification",
  {
    name: text("The certificate or report as auditors write it, e.g. PCI DSS v4.0.1 Level 1."),
    scope: text("What of ours it covers, in a few words, e.g. card data environment."),
    auditor: text("The firm that assessed or certified us (fictional, like every company on the site)."),
    issued: date("The day the certificate was issued or the report signed (YYYY-MM-DD); shown as month and year."),
  },
  "One certification or audit report of the proof row, with who issued it and when.",
);

export const proof = single(
  "proof",
  "The proof row: platform figures, certifications with their auditors and dates, and the partners whose case studies we publish (content/proof.json).",
  {
    heading: text(
      "The row's heading, for screen readers only (the figures speak for themselves), e.g. The platform in numbers.",
    ),
    figures: list(figure, "Three or four platform figures, in the order they are read."),
    figuresNote: text("When the figures were measured, shown under them, e.g. Figures as of 31 October 2026."),
    certificationsLabel: text("Above the certifications, e.g. Certified and audited."),
    certifications: list(certification, "The certifications and audit reports, in the order shown."),
    issuedBy: text("Joins auditor and date under a certification, e.g. {auditor} · {date}."),
    partnersLabel: text("Above the partner logos, e.g. Results our partners published."),
    caseStudyCue: text(
      "After a partner's result, telling that the logo opens its case study, e.g. Read the case study.",
    ),
  },
);
