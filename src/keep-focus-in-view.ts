/** How long after a keyboard focus move the page may still move it off screen (a form's error appearing). */
const SETTLE_MS = 1_000;

/**
 * WCAG 2.4.7 / 2.4.11 (issue 47): the browser scrolls the element the keyboard focuses into view,
 * but the page may move it right after: leaving a form field shows its error above the next one,
 * which pushed the message field a third below the window. While the page changes size shortly
 * after a keyboard focus move, the focused element is brought back into view (`nearest`: no
 * scroll when it is in view; the header's scroll-padding applies). Pointer focus is left alone.
 */
export function keepKeyboardFocusInView() {
  // A browser without ResizeObserver (and jsdom) keeps the browser's own scroll to the focus.
  if (typeof ResizeObserver === "undefined") return;
  let focusedAt = -Infinity;
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) focusedAt = performance.now();
  });
  new ResizeObserver(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || performance.now() - focusedAt > SETTLE_MS) return;
    // Not the targets scripts focus (the router's page wrapper, main): they span the page, and a
    // scroll request would stop the route change's smooth scroll to the top where it is.
    if (focused.matches(":focus-visible:not([tabindex='-1'])"))
      focused.scrollIntoView({ block: "nearest", inline: "nearest" });
  }).observe(document.body);
}
