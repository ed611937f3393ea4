import { useLanguagePrefix } from "../../i18n/language-prefix";
import { localizeHref } from "../../lib/languages";
import { SiteLink, type SiteLinkProps } from "./site-link";

/** A site link kept in the page's language: content writes /team, a Hindi page links /hi/team. */
export function Link({ to, ...rest }: SiteLinkProps) {
  return <SiteLink {...rest} to={localizeHref(to, useLanguagePrefix())} />;
}
