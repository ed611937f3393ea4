import { SiteLink, type SiteLinkProps } from "../components/ui/site-link";
import { localizeHref } from "../lib/languages";
import { usePageLanguage } from "./page-language";

/** The prefix of the page's language in its URLs: "" for the default, "hi" for Hindi. */
export function useLanguagePrefix(): string {
  const { locale, translations } = usePageLanguage();
  return translations[0]?.code === locale ? "" : locale;
}

/** A site link kept in the page's language: content writes /team, a Hindi page links /hi/team. */
export function Link({ to, ...rest }: SiteLinkProps) {
  return <SiteLink {...rest} to={localizeHref(to, useLanguagePrefix())} />;
}
