import { ICON_SYMBOLS } from "../../icons/symbols";

/**
 * Every UI icon as a symbol for <Icon>'s `<use href="#icon-…">`, once per document: at the top of
 * each page's <body>, outside React's root, so it stays through moves between pages (gatsby-ssr),
 * and in the CMS's preview frame. In the HTML rather than a file of its own: a sprite fetched late
 * cost home its Total Blocking Time (docs/performance.md).
 */
export function IconSymbols() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      // Out of the layout, not display: none (a symbol in an undisplayed <svg> loses its gradients in
      // some browsers); `hidden` is not valid HTML on an <svg>.
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}
      aria-hidden="true"
      data-icon-symbols=""
      dangerouslySetInnerHTML={{ __html: ICON_SYMBOLS }}
    />
  );
}
