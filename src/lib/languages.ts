import { pageUrlPath } from "./page-url";
import { defaultShareImage } from "./share-image";

/** One entry of content/languages.json. */
export interface Language {
  code: string;
  hreflang: string;
  label: string;
  intlLocale: string;
  ogLocale: string;
}

/** A page's address in one language, as the head's alternates and the switcher need it. */
export interface Translation {
  code: string;
  hreflang: string;
  label: string;
  ogLocale: string;
  /** Site path in the one URL form, e.g. /hi/team/. */
  path: string;
  /** The share image of a page in this language that names none of its own, e.g. /og/default-hi.png. */
  shareImage: string;
}

/** What every page knows of its language (its page context): its query's $locale, Intl's locale, its translations. */
export interface LanguageContext {
  locale: string;
  intlLocale: string;
  translations: Translation[];
}

/**
 * The first language of content/languages.json is the default: its content is content/*.json,
 * its pages carry no prefix and it is the x-default. Every other language lives under /<code>/.
 */
export function isDefaultLanguage(languages: readonly Pick<Language, "code">[], code: string): boolean {
  return languages[0]?.code === code;
}

/** The folder of a language's content, relative to content/: "" for the default, else its code. */
export function contentFolder(languages: readonly Pick<Language, "code">[], code: string): string {
  return isDefaultLanguage(languages, code) ? "" : code;
}

/** A route of the default language (/team) in another language (/hi/team/), in the one URL form. */
export function localizedPath(path: string, prefix: string): string {
  const url = pageUrlPath(path);
  return prefix ? `/${prefix}${url}` : url;
}

/** Which language a site path is in and the route it names, e.g. /hi/team/x/ -> hi, /team/x/. */
export function splitLanguage(pathname: string, prefixes: readonly string[]): { prefix: string; path: string } {
  const prefix = prefixes.find((p) => p !== "" && (pathname === `/${p}` || pathname.startsWith(`/${p}/`)));
  if (!prefix) return { prefix: "", path: pathname };
  return { prefix, path: pathname.slice(prefix.length + 1) || "/" };
}

/** Every language's address of one route, default language first. */
export function translationsOf(path: string, languages: readonly Language[]): Translation[] {
  return languages.map((language) => ({
    code: language.code,
    hreflang: language.hreflang,
    label: language.label,
    ogLocale: language.ogLocale,
    path: localizedPath(path, contentFolder(languages, language.code)),
    shareImage: defaultShareImage(contentFolder(languages, language.code)),
  }));
}

/** An internal link of the content (/team, /#contact) in a language: under its prefix; other links unchanged. */
export function localizeHref(href: string, prefix: string): string {
  if (!prefix || !href.startsWith("/") || href.startsWith("//")) return href;
  return `/${prefix}${href}`;
}

/** A count as the page's language writes it: hi-IN and en-IN both group in lakhs and crores (12,34,567). */
export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale).format(value);
}

/** The language a site path is in: the one whose prefix it starts with, else the default (the first). */
export function languageOfPath<L extends Pick<Language, "code">>(pathname: string, languages: readonly L[]): L {
  const { prefix } = splitLanguage(
    pathname,
    languages.map((language) => language.code),
  );
  return languages.find((language) => language.code === prefix) ?? languages[0];
}

/**
 * A date of the content (YYYY-MM-DD) as month and year in the page's language: "June 2026", "जून 2026".
 * Read in UTC, so the day never slips into the previous month west of Greenwich.
 */
export function formatMonth(isoDate: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
