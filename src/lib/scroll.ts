/** Where a route change should leave the window: the hash target if any, else the top. */
export function scrollTargetFor(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id || null;
}

/** Smooth unless the visitor prefers reduced motion (then instant). */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? "auto" : "smooth";
}
