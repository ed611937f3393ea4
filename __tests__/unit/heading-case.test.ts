/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * One casing style for headings: the ones the spec does not fix word for word are in sentence
 * case (Stripe's and Razorpay's house style); the spec's own headings and the products', laws'
 * and places' names keep their capitals. Hindi has no case, so English content is what is read.
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

function headings(value: unknown, at: string, found: { at: string; text: string }[]): void {
  if (Array.isArray(value)) value.forEach((item, index) => headings(item, `${at}[${index}]`, found));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === "string" && HEADING_KEY.test(key)) found.push({ at: `${at}.${key}`, text: inner });
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
      expect.arrayContaining(["Payments are more than transactions. They are trust in motion.", "Why it matters"]),
    );
  });

  it("tell a Title Cased heading from a sentence-cased one", () => {
    expect(titleCasedWords("Why It Matters")).toEqual(["It", "Matters"]);
    expect(titleCasedWords("Penny-drop or penny-less? Choosing a bank account verification method")).toEqual([]);
    expect(titleCasedWords("Verifying webhook signatures in Node.js")).toEqual([]);
  });

  it.each(english.filter((heading) => !SPEC_HEADINGS.has(heading.text)).map((heading) => [heading.at, heading.text]))(
    "%s is in sentence case: %s",
    (_at, text) => {
      expect(titleCasedWords(text)).toEqual([]);
    },
  );
});
