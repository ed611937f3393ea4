import languages from "../../../content/languages.json";
import siteEn from "../../../content/site.json";
import uiEn from "../../../content/ui.json";
import navigationEn from "../../../content/navigation.json";
import servicesEn from "../../../content/services.json";
import categoriesEn from "../../../content/categories.json";
import siteHi from "../../../content/hi/site.json";
import uiHi from "../../../content/hi/ui.json";
import navigationHi from "../../../content/hi/navigation.json";
import servicesHi from "../../../content/hi/services.json";
import categoriesHi from "../../../content/hi/categories.json";
import type { Language } from "../../lib/languages";
import type { ChromeFiles } from "./preview-language";

/*
 * The words around an entry in the preview (the frame's and controls' words, company facts,
 * category labels), as this build of the CMS read them from content/. webpack needs each file
 * named, so a language added to content/languages.json needs its line here: the preview says so.
 */

export interface PreviewFiles extends ChromeFiles {
  categories: typeof categoriesEn;
}

const filesByLanguage: Record<string, PreviewFiles> = {
  en: { site: siteEn, ui: uiEn, navigation: navigationEn, services: servicesEn, categories: categoriesEn },
  hi: { site: siteHi, ui: uiHi, navigation: navigationHi, services: servicesHi, categories: categoriesHi },
};

export const previewLanguages: Language[] = languages;

/** One language's files; a language of languages.json missing here fails the preview, naming this file. */
export function previewFiles(code: string): PreviewFiles {
  const files = filesByLanguage[code];
  if (!files)
    throw new Error(`CMS preview: no content files for the language "${code}" in src/cms/preview/language-files.ts`);
  return files;
}
