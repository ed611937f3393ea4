import { usePageLanguage } from "./page-language";

/** The prefix of the page's language in its URLs: "" for the default, "hi" for Hindi. */
export function useLanguagePrefix(): string {
  const { locale, translations } = usePageLanguage();
  return translations[0]?.code === locale ? "" : locale;
}
