import type { Language } from "../../lib/languages";
import { contentFolder, translationsOf } from "../../lib/languages";
import type { PageLanguage } from "../../i18n/page-language";

/*
 * What a preview needs to render the site's components in an entry's language: the language of
 * the file being edited (from its path) and the page context a page of the site would get.
 */

/** The files whose words every component reads (the Chrome fragment's sources), in one language. */
export interface ChromeFiles {
  site: NonNullable<Queries.ChromeFragment["chromeSite"]> & { siteUrl: string };
  ui: NonNullable<Queries.ChromeFragment["chromeUi"]>;
  navigation: NonNullable<Queries.ChromeFragment["chromeNavigation"]>;
  services: readonly { path: string }[];
}

/** The language of a content file by its folder: content/hi/team.json is Hindi, content/team.json the default. */
export function languageOfContentPath<L extends Pick<Language, "code">>(path: string, languages: readonly L[]): L {
  const folder = /^content\/(?:(.+)\/)?[^/]+\.json$/.exec(path);
  if (!folder)
    throw new Error(
      `CMS preview: ${path} is not a content file (content/<file>.json or content/<language>/<file>.json)`,
    );
  const language = languages.find((candidate) => contentFolder(languages, candidate.code) === (folder[1] ?? ""));
  if (!language) throw new Error(`CMS preview: ${path} is in no language's folder of content/languages.json`);
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
