import type { GatsbySSR } from "gatsby";

export { wrapPageElement } from "./src/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-IN" });
};
