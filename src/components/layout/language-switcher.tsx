import { navigate } from "gatsby";
import type { MouseEvent } from "react";
import { usePageLanguage } from "../../i18n/page-language";
import { followsInPlace } from "../../lib/links";
import { fragmentToKeep } from "../../lib/scroll";
import { SiteLink } from "../ui/site-link";
import * as styles from "./header.module.css";

/**
 * The same page in each other language, named in that language's own script (English, हिन्दी),
 * with lang so screen readers pronounce it and hreflang so crawlers know the target's language.
 * A visitor at a section (/privacy/#cookies) stays at it: the address's #fragment is added when the
 * link is followed, since the server renders no hash and the link's href must hydrate unchanged. Only
 * a fragment naming an element of the page is kept (it is the visitor's text, and goes nowhere but
 * the address); a modifier or middle click opens the plain page, as any link does.
 */
export function LanguageSwitcher({ onClick }: { onClick?: () => void }) {
  const { locale, translations } = usePageLanguage();
  return (
    <>
      {translations
        .filter((translation) => translation.code !== locale)
        .map((translation) => (
          <SiteLink
            key={translation.code}
            to={translation.path}
            hrefLang={translation.hreflang}
            lang={translation.hreflang}
            className={styles.language}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              onClick?.();
              if (!followsInPlace(event)) return;
              const fragment = fragmentToKeep(window.location.hash, (id) => document.getElementById(id) !== null);
              // Without one, the Link goes to the page as usual.
              if (!fragment) return;
              event.preventDefault();
              void navigate(`${translation.path}${fragment}`);
            }}
          >
            {translation.label}
          </SiteLink>
        ))}
    </>
  );
}
