import { createHistory, createMemorySource, LocationProvider } from "@reach/router";
import { useEffect, useMemo, type ReactNode } from "react";
import { IconSymbols } from "../../components/ui/icon-symbols";
import { PageLanguageProvider } from "../../i18n/page-language";
import { localizedPath } from "../../lib/languages";
import { contentFolder } from "../../lib/languages";
import { previewFiles, previewLanguages } from "./language-files";
import { previewLanguageOf, previewPageLanguage } from "./preview-language";

interface PreviewPageProps {
  /** The language previewed (Decap's locale: hi). */
  locale: string;
  /** The route the entry is shown on, in the default language (/team). */
  route: string;
  /** The preview frame's document (Decap renders the preview in an iframe). */
  document: Document;
  children: ReactNode;
}

/**
 * A page of the site around a preview: the entry's language (its words, dates and fonts), a
 * router at the entry's route for the site's links, the icons' symbols and a <main> as a page has.
 */
export function PreviewPage({ locale, route, document, children }: PreviewPageProps) {
  const language = previewLanguageOf(locale, previewLanguages);
  const value = useMemo(
    () => previewPageLanguage(language, previewLanguages, route, previewFiles(language.code)),
    [language, route],
  );
  const history = useMemo(
    () => createHistory(createMemorySource(localizedPath(route, contentFolder(previewLanguages, language.code)))),
    [language, route],
  );
  // The site's CSS picks the Hindi fonts and sizes by the page's language, as a page's <html lang> says.
  useEffect(() => {
    document.documentElement.setAttribute("lang", language.hreflang);
  }, [document, language]);
  return (
    <LocationProvider history={history}>
      <PageLanguageProvider value={value}>
        <IconSymbols />
        <main>{children}</main>
      </PageLanguageProvider>
    </LocationProvider>
  );
}
