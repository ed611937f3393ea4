/** The header link whose section holds every product page. */
export const SERVICES_PATH = "/services";

/**
 * Whether a header link stands for the page at `pathname` although the page is not under its path:
 * the product pages (/trust, /payout-platform, ...) sit at the top level but belong to 'Our Services'.
 */
export function isSectionOf(href: string, pathname: string, productPaths: readonly string[]): boolean {
  return href === SERVICES_PATH && productPaths.includes(pathname.replace(/(.)\/$/, "$1"));
}
