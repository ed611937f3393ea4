import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby";
import { localizeHref } from "../lib/languages";
import { usePageLanguage } from "./page-language";

/** The prefix of the page's language in its URLs: "" for the default, "hi" for Hindi. */
export function useLanguagePrefix(): string {
  const { locale, translations } = usePageLanguage();
  return translations[0]?.code === locale ? "" : locale;
}

/** Gatsby's Link, kept in the page's language: content writes /team, a Hindi page links /hi/team. */
export function Link<TState>({ to, ref: _ref, ...rest }: GatsbyLinkProps<TState>) {
  return <GatsbyLink {...rest} to={localizeHref(to, useLanguagePrefix())} />;
}
