/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * Two casing styles, each with one job. A page's heading and its sections' headings are in Title
 * Case, as the spec writes its own ('Products That We Offer', 'Terms of Use'), so no page's h1 or
 * h2 reads differently from its neighbours'; a headline written as a sentence stays a sentence.
 * A section's sub-headings ('Why It Matters', 'Key Benefits', the proof row's panels) belong to
 * its frame and follow it. Every other heading (a card's, an article's, an accordion item's) is in
 * sentence case, as publications write titles. Names keep their capitals. Hindi has no case, so
 * English content is what is read.
 */
const contentDir = path.resolve(__dirname, "../../content");

// Headings and titles the spec writes word for word, as it writes them (spec 2.2 to 2.8, 8).
const SPEC_HEADINGS = new Set([
  "{company} Is More Than Just A Fintech Company",
  "What We Provide",
  "Products That We Offer",
  "Digital Customer Onboarding Platform",
  "BBPS Bharat Bill Payment System",
  "Payment Aggregation Solutions",
  "Meet The {company} Team",
  "Let's Get In Touch",
  "What Our Clients Say",
  "Trusted by Leading Businesses",
  "Customer Grievance Policy",
  "Information We Collect and How We Use It",
  "Account Information of Merchants",
  "Server & Infrastructure Security",
  "Fraud Detection & Monitoring",
  "Regular Security Audits",
  "Data Privacy & Protection",
  "Business Continuity & Disaster Recovery",
  "Page Not Found",
  "Digital Payment Platform",
  "{company} - How It Works",
  // Names of routes, nav items and footer groups (spec 2.1, 2.2, 2.5), kept as the spec writes them.
  "About Us",
  "Our Services",
  "{company} - Our Services",
  "Contact Us",
  "Company Overview",
  "Support and Contact",
  "Webinars & Events",
  "Terms of Use",
  "Compliance Suite",
  // The lists the spec names item by item (2.6 to 2.8).
  "Merchant Support",
  "Customer Support",
  "Knowledge Base",
  "Recent Posts",
  "In-Depth Articles",
  "Upcoming Events",
  "Past Events",
  "Payment Issues",
  "Integration Support",
  "Dispute Resolution",
  "Technical Guidance",
  "Reporting & Analytics",
  "Account Registration",
  "User Responsibilities",
  "Payments & Transactions",
  "Intellectual Property",
  "Privacy & Security",
  "Modifications & Termination",
  "Limitation of Liability",
  "Customer Information",
  "End-to-End Encryption",
  "Two-Factor Authentication",
  "PCI-DSS Compliance",
]);

// Names keep their capitals wherever they stand in a heading.
const NAMES = [
  "UPI Autopay",
  "Autopay",
  "Aadhaar",
  "TrustGrid Identity Verification APIs",
  "SecureFlow Compliance Suite",
  "Digital Personal Data Protection Rules",
  "Fintech Connect Gurgaon",
  "Payments Summit Bengaluru",
  "BBPS Bill Payments",
  "TrustGrid",
  "SecureFlow",
  "Gurgaon",
  "Haryana",
  "India",
  "Node.js",
];

const HEADING_KEY = /^(heading|headline|title)$|Heading$/;
// Labels a visitor reads as a section's sub-headings, though their keys do not say so: the proof
// row's panels (home, /services, /security) and the regulatory note's heading.
const LABEL_SHOWN_AS_HEADING =
  /^(proof\.json\.(figures|certifications|regulatory|partners)Label|site\.json\.regulatory\.partnersLabel)$/;

// Where a page's own heading and title, and its sections' headings, are written: pages.json, a
// file's top-level headings, and the few section headings that sit one level down.
const PAGE_AND_SECTION_HEADINGS = [
  /^pages\.json\[\d+\]\.(heading|title)$/,
  /^[\w-]+\.json\.(heading|\w+Heading)$/,
  /^home\.json\.provide\.heading$/,
  /^careers\.json\.sections\[\d+\]\.heading$/,
  /^services\.json\[\d+\]\.(accordionHeading|why\.heading|benefitGroups\[\d+\]\.heading)$/,
  /^accessibility\.json\.sections\[\d+\]\.title$/,
  LABEL_SHOWN_AS_HEADING,
];
const isPageOrSectionHeading = (at: string) => PAGE_AND_SECTION_HEADINGS.some((pattern) => pattern.test(at));
const isSentence = (text: string) => /[.?!]$/.test(text);

// Title Case leaves articles, conjunctions and short prepositions in lower case.
const MINOR_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "nor",
  "but",
  "of",
  "to",
  "in",
  "at",
  "on",
  "for",
  "by",
  "as",
  "with",
]);

function headings(value: unknown, at: string, found: { at: string; text: string }[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => headings(item, `${at}[${index}]`, found));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "string" && (HEADING_KEY.test(key) || LABEL_SHOWN_AS_HEADING.test(`${at}.${key}`)))
        found.push({ at: `${at}.${key}`, text: inner });
      else headings(inner, `${at}.${key}`, found);
    }
}

/** The words after a heading's first that are capitalised without being a name or an acronym. */
export function titleCasedWords(text: string): string[] {
  const withoutNames = NAMES.reduce((rest, name) => rest.split(name).join("·"), text);
  return withoutNames
    .split(/(?<=[.?!:]\s)|\s+/)
    .filter(Boolean)
    .filter((_word, index, words) => index > 0 && !/[.?!:]\s*$/.test(words[index - 1]))
    .filter((word) => /^[A-Z][a-z]/.test(word) && !/^[A-Z][a-z]?[A-Z]/.test(word));
}

/** The words of a Title Case heading left in lower case that Title Case would capitalise. */
export function lowerCasedWords(text: string): string[] {
  return text.split(/\s+/).filter((word, index) => /^[a-z]/.test(word) && (index === 0 || !MINOR_WORDS.has(word)));
}

const english = fs
  .readdirSync(contentDir)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => {
    const found: { at: string; text: string }[] = [];
    headings(JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")), file, found);
    return found;
  });

describe("headings the spec does not fix", () => {
  it("are found in content (the check reads real headings)", () => {
    expect(english.map((heading) => heading.text)).toEqual(
      expect.arrayContaining(["Payments, payouts and KYC in seconds, every rupee reconciled.", "Why It Matters"]),
    );
  });

  it("tell a Title Cased heading from a sentence-cased one", () => {
    expect(titleCasedWords("Why It Matters")).toEqual(["It", "Matters"]);
    expect(lowerCasedWords("Case studies")).toEqual(["studies"]);
    expect(lowerCasedWords("From First API Key to First Settlement")).toEqual([]);
    expect(lowerCasedWords("Life at Our Gurgaon Studio")).toEqual([]);
    expect(titleCasedWords("Penny-drop or penny-less? Choosing a bank account verification method")).toEqual([]);
    expect(titleCasedWords("Verifying webhook signatures in Node.js")).toEqual([]);
  });

  const unfixed = english.filter((heading) => !SPEC_HEADINGS.has(heading.text));
  const titled = unfixed.filter((heading) => isPageOrSectionHeading(heading.at) && !isSentence(heading.text));

  it("include page and section headings, in Title Case", () => {
    expect(titled.map((heading) => heading.at)).toEqual(
      expect.arrayContaining([
        "pages.json[14].heading",
        "how-it-works.json.stepsHeading",
        "careers.json.sections[0].heading",
        "services.json[0].why.heading",
        "services.json[0].accordionHeading",
        "services.json[0].benefitGroups[0].heading",
        "accessibility.json.sections[0].title",
        "proof.json.regulatoryLabel",
      ]),
    );
  });

  it.each(titled.map((heading) => [heading.at, heading.text]))(
    "%s, a page's or section's, is in Title Case: %s",
    (_at, text) => {
      expect(lowerCasedWords(text)).toEqual([]);
    },
  );

  it.each(unfixed.filter((heading) => !titled.includes(heading)).map((heading) => [heading.at, heading.text]))(
    "%s is in sentence case: %s",
    (_at, text) => {
      expect(titleCasedWords(text)).toEqual([]);
    },
  );
});
