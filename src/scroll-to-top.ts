import { scrollBehavior } from "./lib/scroll";

/** What the visitor does that ends the wait: from then on, where the page scrolls is up to them. */
const VISITOR_INPUT = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Restarts allowed per route change; two were enough in every case seen, the rest is margin. */
const MAX_RESTARTS = 5;

/** Stops watching the previous route change's scroll. */
let stopWatching = () => {};

/**
 * Spec 2.1: a route change scrolls smoothly to the top. Chromium cuts a smooth scroll short when,
 * just after the new page renders, the old scroll position is clamped to the new page's end or the
 * router focuses the page's wrapper (#gatsby-focus-wrapper): a profile opened from the last team
 * card stayed at its bottom, /careers opened from the foot of home at 1,102 px. So each time a
 * scroll ends short of the top, it starts again, until the page is at the top or the visitor acts.
 */
export function scrollToTop() {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const scroll = () => window.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
  stopWatching();
  let restarts = MAX_RESTARTS;
  const onScrollEnd = () => {
    if (window.scrollY === 0 || restarts === 0) stopWatching();
    else {
      restarts -= 1;
      scroll();
    }
  };
  stopWatching = () => {
    window.removeEventListener("scrollend", onScrollEnd);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stopWatching, true);
  };
  window.addEventListener("scrollend", onScrollEnd);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stopWatching, { capture: true, passive: true });
  scroll();
}
