/**
 * The contact form's Service list can arrive chosen: a product's "Talk to Our Team" leads to
 * /contact/?service=payouts. Only that one parameter is read, and only a value the list offers is
 * taken; anything else in the address is ignored, never shown or sent.
 */

/** The query parameter that names the option. */
export const SERVICE_PARAM = "service";

/** The contact route, as content writes it. */
const CONTACT_PATH = /^\/contact\/?$/;

/**
 * The option an address asks for: `search` is location.search, `offered` the list's values (its
 * placeholder "" is never a choice). A repeated, empty, unknown or over-long value gives null.
 */
export function serviceFromSearch(search: string, offered: readonly string[]): string | null {
  if (search.length > 2000) return null;
  let values: string[];
  try {
    values = new URLSearchParams(search).getAll(SERVICE_PARAM);
  } catch {
    return null;
  }
  if (values.length !== 1) return null;
  const [value] = values;
  return value !== "" && offered.includes(value) ? value : null;
}

/**
 * Where a product's call to action leads: `href` (content's, e.g. /contact) with the product's
 * option added when it leads to the contact form and the product has one. Any other link is left as it is.
 */
export function enquiryHref(href: string, service: string | null | undefined): string {
  if (!service || !CONTACT_PATH.test(href)) return href;
  const params = new URLSearchParams({ [SERVICE_PARAM]: service });
  return `${href.endsWith("/") ? href : `${href}/`}?${params.toString()}`;
}
