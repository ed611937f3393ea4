import { navigate } from "gatsby";
import type { MouseEvent } from "react";
import { usePageLanguage } from "../../i18n/page-language";
import { followsInPlace } from "../../lib/links";
import { loadScriptFont } from "../../lib/script-font";
import { fragmentToKeep } from "../../lib/scroll";
import { SiteLink } from "../ui/site-link";
import * as styles from "./header.module.css";

/**
 * The same page in each other language, named in that language's own script (English, हिन्दी),
 * with lang so screen readers pronounce it and hreflang so crawlers know the target's language.
 * A visitor at a section (/privacy/#cookies) stays at it: the address's #fragment is added when the
 * link is followed, since the server renders no hash and the link's href must hydrate unchanged. Only
 * a fragment naming an element of the page is kept (it is the visitor's text, and goes nowhere but
 * the address); a modifier or middle click opens the plain page, as any link does. The target
 * language's face starts loading as soon as the visitor points at or focuses the link, and the
 * switch waits for it (briefly): its pages' text is never drawn invisible or in boxes meanwhile.
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
            onPointerEnter={() => void loadScriptFont(translation.code, translation.label)}
            onFocus={() => void loadScriptFont(translation.code, translation.label)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              onClick?.();
              if (!followsInPlace(event)) return;
              const fragment = fragmentToKeep(window.location.hash, (id) => document.getElementById(id) !== null);
              event.preventDefault();
              void loadScriptFont(translation.code, translation.label).then(() =>
                navigate(`${translation.path}${fragment}`),
              );
            }}
          >
            {translation.label}
          </SiteLink>
        ))}
    </>
  );
}
