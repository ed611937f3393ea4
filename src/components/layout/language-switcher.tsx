import { Link } from "gatsby";
import { usePageLanguage } from "../../i18n/page-language";
import * as styles from "./header.module.css";

/**
 * The same page in each other language, named in that language's own script (English, हिन्दी),
 * with lang so screen readers pronounce it and hreflang so crawlers know the target's language.
 */
export function LanguageSwitcher({ onClick }: { onClick?: () => void }) {
  const { locale, translations } = usePageLanguage();
  return (
    <>
      {translations
        .filter((translation) => translation.code !== locale)
        .map((translation) => (
          <Link
            key={translation.code}
            to={translation.path}
            hrefLang={translation.hreflang}
            lang={translation.hreflang}
            className={styles.language}
            onClick={onClick}
          >
            {translation.label}
          </Link>
        ))}
    </>
  );
}
