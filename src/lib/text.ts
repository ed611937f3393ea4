/** Replaces the {company} token that editors may use in headings and titles. */
export function withCompany(text: string, company: string): string {
  return text.replace(/\{company\}/g, company);
}

/** Splits multi-line content (blank-line separated) into paragraphs, dropping empty ones. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** "Support and Contact" -> "support-and-contact", for element ids derived from headings. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
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
