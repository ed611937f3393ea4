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
