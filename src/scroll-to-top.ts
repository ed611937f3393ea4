import { scrollBehavior } from "./lib/scroll";

/** Spec 2.1: a route change scrolls smoothly to the top (at once when the visitor prefers reduced motion). */
export function scrollToTop() {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
}

/**
 * Right after a route change renders, the router focuses the page's wrapper (#gatsby-focus-wrapper)
 * when the link that was followed left with the old page (a team card's 'Read More', a footer link).
 * focus() asks the browser to scroll it into view, and in Chromium that request stops the smooth
 * scroll to the top where it is: a profile opened from the last team card stayed at its bottom,
 * /careers opened from the foot of home at 1,102 px. The wrapper spans the page and the scroll
 * already heads to its top, so its focus keeps focus where the router wants it and leaves scrolling alone.
 */
export function focusWrapperWithoutScrolling() {
  const wrapper = document.getElementById("gatsby-focus-wrapper");
  if (!wrapper) return;
  wrapper.focus = (options?: FocusOptions) =>
    HTMLElement.prototype.focus.call(wrapper, { ...options, preventScroll: true });
}

/**
 * Scrolls to the element with this id once the page that has just rendered is laid out in its own
 * language. react-helmet sets <html lang> a frame after the page renders, and the :lang(hi) styles
 * (Devanagari font, its line heights) move every section; the font may still be loading as well.
 * Scrolling at once, as Gatsby's scroll handler does, left /hi/privacy/#activity 200 px below the
 * top of the window after a switch from English, and /privacy/#activity above it on the way back.
 */
export function scrollToIdOnceStyled(id: string) {
  // Helmet's frame was requested during the render, so it runs before this one.
  requestAnimationFrame(() => {
    // Laying the page out now makes the browser start loading the fonts its language needs.
    document.getElementById(id)?.getBoundingClientRect();
    void document.fonts.ready.then(() => document.getElementById(id)?.scrollIntoView());
  });
}

/**
 * Lays out every section of the page before a jump to one of them, or lets those off screen wait
 * again (global.css): a jump computed over estimated heights lands off its target once the
 * sections it passes take their real ones.
 */
export function layOutEverySection(all: boolean) {
  if (all) document.documentElement.setAttribute("data-layout", "all");
  else document.documentElement.removeAttribute("data-layout");
}
