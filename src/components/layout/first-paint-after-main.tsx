import { Helmet } from "react-helmet";
import { FOOTER_ID } from "./footer";

/**
 * Holds the page's first paint until its main content is parsed, for a page whose first screen is
 * laid out from something further down its HTML (a slow network or a busy phone delivers it in
 * parts). The link names the footer, the element after main: Chromium lets the paint go when the
 * named element is inserted, not once it is fully parsed. Browsers without `rel=expect` ignore it.
 */
export function FirstPaintAfterMain() {
  return (
    <Helmet>
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
    </Helmet>
  );
}
