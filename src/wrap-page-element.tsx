import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/layout";
import { PageLanguageProvider } from "./i18n/page-language";
import type { LanguageContext } from "./lib/languages";

type Args = Pick<WrapPageElementBrowserArgs<Queries.ChromeFragment, LanguageContext>, "element" | "props">;

/** Every page's query has the Chrome fragment and its context the language (src/node/create-pages). */
export function wrapPageElement({ element, props }: Args) {
  const { locale, intlLocale, translations } = props.pageContext;
  return (
    <PageLanguageProvider value={{ locale, intlLocale, translations, chrome: props.data }}>
      <Layout>{element}</Layout>
    </PageLanguageProvider>
  );
}
