/**
 * The #fragment percent-decoded, or null when its encoding is malformed (`#%`, `#%zz`): decoding
 * it would throw a URIError, as Gatsby's scroll handler does (gatsbyjs/gatsby#26828).
 */
export function decodeHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
}

/** The URL to replace the address with when its hash is malformed (path and query kept), else null. */
export function urlWithoutMalformedHash({
  pathname,
  search,
  hash,
}: Pick<Location, "pathname" | "search" | "hash">): string | null {
  return decodeHash(hash) === null ? pathname + search : null;
}

/**
 * The address's #fragment (as the address writes it) when it names an element `exists` finds by id,
 * else "": what the language switcher carries to the other language's page. The fragment is the
 * visitor's text, so it is only compared with ids and put back into an address, never into the page.
 */
export function fragmentToKeep(hash: string, exists: (id: string) => boolean): string {
  const id = decodeHash(hash);
  return id && exists(id) ? hash : "";
}

/** Where a route change should leave the window: the hash target if any, else the top. */
export function scrollTargetFor(hash: string): string | null {
  return decodeHash(hash) || null;
}

/** Smooth unless the visitor prefers reduced motion (then instant). */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "auto" : "smooth";
}
