import type { GatsbySSR } from "gatsby";
import manropeLatin from "./node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2";
import languages from "./content/languages.json";
import { contentFolder, splitLanguage } from "./src/lib/languages";

export { wrapPageElement } from "./src/wrap-page-element";

const prefixes = languages.map((language) => contentFolder(languages, language.code));

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language by its prefix (/hi/...), the 404 files included, which Seo alone would not reach in time.
  const { prefix } = splitLanguage(pathname, prefixes);
  const language = languages[prefixes.indexOf(prefix)] ?? languages[0];
  setHtmlAttributes({ lang: language.hreflang });
  // The one font file every page uses: fetched with the HTML, so it is there before text paints.
  setHeadComponents([
    <link key="font-manrope" rel="preload" href={manropeLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
