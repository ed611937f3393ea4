import type { Language } from "../../lib/languages";
import { translationsOf } from "../../lib/languages";
import type { PageLanguage } from "../../i18n/page-language";

/*
 * What a preview needs to render the site's components in an entry's language: the language
 * Decap previews and the page context a page of the site would get.
 */

/** The files whose words every component reads (the Chrome fragment's sources), in one language. */
export interface ChromeFiles {
  site: NonNullable<Queries.ChromeFragment["chromeSite"]> & { siteUrl: string };
  ui: NonNullable<Queries.ChromeFragment["chromeUi"]>;
  navigation: NonNullable<Queries.ChromeFragment["chromeNavigation"]>;
  services: readonly { path: string }[];
}

/**
 * The language a preview draws: the one Decap previews (its left pane's locale, a template's
 * `locale` prop), which must be a language of content/languages.json.
 */
export function previewLanguageOf<L extends Pick<Language, "code">>(locale: unknown, languages: readonly L[]): L {
  const language = languages.find((candidate) => candidate.code === locale);
  if (!language)
    throw new Error(
      `CMS preview: Decap previews the locale ${JSON.stringify(locale)}, no language of content/languages.json (is the collection's i18n on?)`,
    );
  return language;
}

/** The page context of a page in `language` at `path`, as src/node/create-pages gives it, with the Chrome data from `files`. */
export function previewPageLanguage(
  language: Language,
  languages: readonly Language[],
  path: string,
  files: ChromeFiles,
): PageLanguage {
  return {
    locale: language.code,
    intlLocale: language.intlLocale,
    translations: translationsOf(path, languages),
    chrome: {
      chromeMetadata: { siteMetadata: { siteUrl: files.site.siteUrl } },
      chromeSite: files.site,
      chromeUi: files.ui,
      chromeNavigation: files.navigation,
      chromeServices: { nodes: files.services.map(({ path: servicePath }) => ({ path: servicePath })) },
    },
  };
}
