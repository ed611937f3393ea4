/** A path on this site ("/team"), not a URL of another (`//cdn…`, `https:`, `mailto:`) or a bare `#fragment`. */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Files keep their names: Gatsby adds no slash after these either. */
const FILE_SUFFIX = /\.(html|json|js|map|txt|xml|pdf)$/;

/**
 * The site's form of a path (gatsby-config's trailingSlash "always", as Gatsby's Link applies it):
 * "/team?x#y" is "/team/?x#y". The page is served at that address, so a click needs no redirect.
 */
export function withTrailingSlash(href: string): string {
  const [, path, rest] = /^([^?#]*)(.*)$/s.exec(href) ?? ["", href, ""];
  if (path === "/" || path.endsWith("/") || FILE_SUFFIX.test(path)) return href;
  return `${path}/${rest}`;
}

/**
 * How a link's address relates to the page at `pathname` (the router's, percent-encoded): the page
 * itself, or a page inside its section ("/team/" for "/team/meera-iyer/"), as Reach Router's Link decides.
 */
export function linkMatch(href: string, pathname: string): { current: boolean; partiallyCurrent: boolean } {
  const encoded = encodeURI(href);
  return { current: pathname === encoded, partiallyCurrent: pathname.startsWith(encoded) };
}

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  currentTarget: { target: string };
}

/** A click that follows the link in this tab: not one a modifier or another button sends to a new tab or window. */
export function followsInPlace(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    !event.currentTarget.target
  );
}
