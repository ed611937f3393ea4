/**
 * Every pattern a text field can be held to, with the message editors read when it fails. The
 * sources are plain JSON-Schema regular expressions (no flags; the `u` flag is implied, as in
 * ajv and VS Code), so the build and the editor run the very same expression.
 */
export interface Pattern {
  source: string;
  message: string;
  /** An empty value is left to the length rule alone, as yup's email() does. */
  skipEmpty?: boolean;
}

export const SLUG: Pattern = {
  source: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: "must be kebab-case (lower-case letters, digits and hyphens)",
};

/** `(?:segment/)*segment?` rather than `(segment/?)*`: the same paths without catastrophic backtracking. */
export const ROUTE: Pattern = {
  source: String.raw`^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$`,
  message: "must be a site path starting with /",
};

export const DATE: Pattern = {
  source: String.raw`^\d{4}-\d{2}-\d{2}$`,
  message: "must be an ISO date, year-month-day, like 2026-08-01",
};
/** A time is written with its offset (+05:30 for India), so the moment is the same wherever the site is built. */
export const DATE_OR_DATE_TIME: Pattern = {
  source: String.raw`^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2}))?$`,
  message: "must be an ISO date like 2026-12-10, or a date and time with its offset like 2026-12-10T16:00:00+05:30",
};
export const PIN_CODE: Pattern = { source: String.raw`^\d{6}$`, message: "must be a six-digit PIN code" };
export const COUNTRY: Pattern = { source: "^[A-Z]{2}$", message: "must be a two-letter country code" };
export const TWO_DIGITS: Pattern = { source: String.raw`^\d{2}$`, message: "must be two digits, e.g. 03" };
/** The Ministry of Corporate Affairs' Corporate Identity Number: listing, industry, state, year, type, number. */
export const CIN: Pattern = {
  source: "^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$",
  message: "must be a 21-character CIN, e.g. U66190HR2025PTC123456",
};
export const PHONE: Pattern = { source: String.raw`^\+?[\d\s-]{10,}$`, message: "must be a phone number" };

/** The HTML specification's valid e-mail address, the rule yup's email() applies. */
export const EMAIL: Pattern = {
  source:
    "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$",
  message: "must be an e-mail address",
  skipEmpty: true,
};

/** JSON Schema has no case-insensitive flag, so "jpg" is spelt [jJ][pP][gG]. */
const anyCase = (word: string) => word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
/** A file directly in `folder` (relative to content/, e.g. images/people), with one of `extensions`. */
function fileIn(folder: string, extensions: string[]): string {
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(folder)) throw new Error(`content model: "${folder}" is not a folder path`);
  return String.raw`^${folder}/[^/\\]+\.(?:${extensions.map(anyCase).join("|")})$`;
}

/**
 * A picture of one kind lives in that kind's folder of content/images (portraits in
 * images/people): the build and the content check refuse it elsewhere, and the CMS uploads there.
 */
export const imageFileIn = (folder: string): Pattern => ({
  source: fileIn(folder, ["jpe?g", "png", "webp", "avif"]),
  message: `must be a .jpg, .png, .webp or .avif file in ${folder}/`,
});

/** A picture (any of imageFileIn's formats) or a drawing that ships as it is (.svg), in its folder. */
export const artworkFileIn = (folder: string): Pattern => ({
  source: fileIn(folder, ["jpe?g", "png", "webp", "avif", "svg"]),
  message: `must be a .jpg, .png, .webp, .avif or .svg file in ${folder}/`,
});

export const svgFileIn = (folder: string): Pattern => ({
  source: fileIn(folder, ["svg"]),
  message: `must be an .svg file in ${folder}/`,
});

/** Whatever else a text must be, the build refuses leading and trailing whitespace (yup's trim()). */
export const TRIMMED = String.raw`^\S(?:[\s\S]*\S)?$`;

/**
 * The kinds of link content may hold. A whitelist, so javascript:, data:, protocol-relative
 * //host and /\host (browsers read a backslash as a slash) all fail, whatever their case.
 * `section` (#contact) is for the home hero only, which links to a section of its own page.
 */
const LINK_KINDS = {
  section: { pattern: "#[A-Za-z]", name: "a #section of the same page" },
  path: { pattern: String.raw`\/(?![/\\])`, name: "a site path (/contact)" },
  https: { pattern: String.raw`https:\/\/[^/\\\s\p{Cc}]`, name: "an https: URL" },
  mailto: { pattern: "mailto:", name: "a mailto: link" },
  tel: { pattern: "tel:", name: "a tel: link" },
};
export type LinkKind = keyof typeof LINK_KINDS;
export const ANY_LINK: LinkKind[] = ["path", "https", "mailto", "tel"];

/**
 * A link narrowed to the kinds its component can render. No whitespace or control character
 * anywhere: browsers drop tabs and newlines inside URLs, so "/\t/evil" would become //evil.
 */
export function linkPattern(kinds: LinkKind[]): Pattern {
  const chosen = kinds.map((kind) => LINK_KINDS[kind]);
  const names = chosen.map((kind) => kind.name);
  const said = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
  return {
    source: String.raw`^(?:${chosen.map((kind) => kind.pattern).join("|")})[^\s\p{Cc}]*$`,
    message: `must be ${said}`,
  };
}

export const LANGUAGE_CODE: Pattern = { source: "^[a-z]{2,3}$", message: "must be an ISO 639-1 code, e.g. hi" };
export const HREFLANG: Pattern = { source: "^[a-z]{2,3}-[A-Z]{2}$", message: "must be a language tag like hi-IN" };
export const OG_LOCALE: Pattern = {
  source: "^[a-z]{2,3}_[A-Z]{2}$",
  message: "must be an Open Graph locale like hi_IN",
};
