import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(listener: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/**
 * True when the visitor asked for less motion. The static HTML cannot know it, so the hydrating
 * render reads false, and React re-renders with the visitor's answer before the browser runs
 * anything else (an observer that would start a video, say), as useVideoMotion does. Read in an
 * effect instead, it left a window in which a video could load for a visitor who asked for none.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
