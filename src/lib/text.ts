/** Replaces the {company} token that editors may use in headings and titles. */
export function withCompany(text: string, company: string): string {
  return text.replace(/\{company\}/g, company);
}

/** "3rd Floor, ..., Gurgaon, Haryana 122001": the office address as every page writes it. */
export function formatAddress(address: {
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
}): string {
  return `${address.streetAddress}, ${address.city}, ${address.region} ${address.postalCode}`;
}

interface SiteFacts {
  legalName: string;
  address: Parameters<typeof formatAddress>[0];
  grievanceOfficer: { name: string; email: string; phone: string };
  responseTimes: { acknowledgeWithin: string; resolveWithin: string };
}

/**
 * Replaces the tokens policy copy may carry with content/site.json's facts, so they are written
 * once: {grievanceOfficer} becomes the officer's name, e-mail, phone and postal address, as Indian
 * payment sites publish them; {acknowledgeWithin} and {resolveWithin} the one set of response times.
 */
export function withSiteFacts(text: string, site: SiteFacts): string {
  const { name, email, phone } = site.grievanceOfficer;
  return text
    .replace(/\{grievanceOfficer\}/g, `${name}, ${email}, ${phone}, ${site.legalName}, ${formatAddress(site.address)}`)
    .replace(/\{acknowledgeWithin\}/g, site.responseTimes.acknowledgeWithin)
    .replace(/\{resolveWithin\}/g, site.responseTimes.resolveWithin);
}

/** Splits multi-line content (blank-line separated) into paragraphs, dropping empty ones. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * "Support and Contact" -> "support-and-contact", for element ids derived from headings. Letters
 * of every script stay (with their marks: Devanagari's matras), so Hindi headings get ids too.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

export type TextPart = { kind: "text"; value: string } | { kind: "email"; value: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Splits copy around the e-mail addresses written in it, so each can become a mailto: link. */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "email", value: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

export type TemplatePart = { kind: "text"; value: string } | { kind: "token"; name: string };

/**
 * A UI text split around its {tokens}, for filling them with more than text (links):
 * "Write to {email}." -> text "Write to ", token email, text ".".
 */
export function splitTokens(template: string): TemplatePart[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? { kind: "token", name: part.slice(1, -1) } : { kind: "text", value: part },
    );
}

/** A UI text with its {tokens} filled in: fill("Started by {author}", { author: "Asha" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (token, key: string) => (key in values ? String(values[key]) : token));
}

/**
 * Splits a heading into runs, marking the hyphenated words ("लेन-देन", "real-time") that must stay
 * on one line: a browser may break after a hyphen, which leaves "लेन-" at a line's end.
 */
export function hyphenatedRuns(text: string): { text: string; whole: boolean }[] {
  return text
    .split(/(\S*[^\s-]-[^\s-]\S*)/u)
    .filter(Boolean)
    .map((run) => ({ text: run, whole: /[^\s-]-[^\s-]/u.test(run) }));
}
