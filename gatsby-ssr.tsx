import type { GatsbySSR } from "gatsby";
import manropeLatin from "./node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2";

export { wrapPageElement } from "./src/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" });
  // The one font file every page uses: fetched with the HTML, so it is there before text paints.
  setHeadComponents([
    <link key="font-manrope" rel="preload" href={manropeLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
