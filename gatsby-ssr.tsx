import type { GatsbySSR } from "gatsby";
import manropeLatin from "./src/fonts/manrope-subset.woff2";
import devanagariSubset from "./src/fonts/noto-sans-devanagari-subset.woff2";
import languages from "./content/languages.json";
import { faviconHref } from "./src/components/layout/favicon";
import { IconSymbols } from "./src/components/ui/icon-symbols";
import { contentFolder, splitLanguage } from "./src/lib/languages";
import { HOLD_SUBMITS_SCRIPT } from "./src/lib/held-submits";

export { wrapPageElement } from "./src/wrap-page-element";

/** The font files a language's script needs beyond Manrope's Latin (src/styles/fonts.css). */
const SCRIPT_FONTS: Record<string, string[]> = { hi: [devanagariSubset] };

const prefixes = languages.map((language) => contentFolder(languages, language.code));

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  // The page's language by its prefix (/hi/...), the 404 files included, which Seo alone would not reach in time.
  const { prefix } = splitLanguage(pathname, prefixes);
  const language = languages[prefixes.indexOf(prefix)] ?? languages[0];
  setHtmlAttributes({ lang: language.hreflang });
  // The font files the page's text needs, fetched with the HTML so they are there before text
  // paints: Manrope everywhere, the Devanagari subset on Hindi pages only. The larger file is
  // asked for first, on the HTML's open connection; Manrope fits in a new connection's first
  // round trip (measured in docs/performance.md, "The fonts took a round trip more").
  const fonts = [...(SCRIPT_FONTS[language.code] ?? []), manropeLatin];
  setHeadComponents([
    ...fonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <link key="icon" rel="icon" href={faviconHref()} type="image/svg+xml" />,
    // Keeps a form's submit from before the page's code has run, for the code to replay.
    <script key="held-submits" dangerouslySetInnerHTML={{ __html: HOLD_SUBMITS_SCRIPT }} />,
  ]);
  setPreBodyComponents([<IconSymbols key="icons" />]);
};
