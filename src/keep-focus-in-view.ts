/** How long after a keyboard focus move the page may still move it off screen (a form's error appearing). */
const SETTLE_MS = 1_000;

/**
 * Brings the keyboard's focus fully into view (`nearest`: no scroll when it is in view; the
 * header's scroll-padding applies). Not the targets scripts focus (the router's page wrapper,
 * main): they span the page, and a scroll request would stop the route change's smooth scroll to
 * the top where it is.
 */
function reveal(focused: Element | null) {
  if (!focused || focused === document.body || focused !== document.activeElement) return;
  if (focused.matches(":focus-visible:not([tabindex='-1'])"))
    focused.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/**
 * WCAG 2.4.7 / 2.4.11 (issue 47): Chromium scrolls an element the keyboard focuses only when none
 * of it is in view, so a tall field half below the window (the feedback message) stayed half
 * hidden: each keyboard focus move is followed by a reveal. The page may also move the focus right
 * after: leaving a form field shows its error above the next one, which pushed the message field a
 * third below the window. While the page changes size shortly after a keyboard focus move, the
 * focused element is revealed again. Pointer focus is left alone.
 */
export function keepKeyboardFocusInView() {
  let focusedAt = -Infinity;
  document.addEventListener("focusin", (event) => {
    if (!(event.target instanceof Element) || !event.target.matches(":focus-visible")) return;
    focusedAt = performance.now();
    const focused = event.target;
    requestAnimationFrame(() => reveal(focused));
  });
  // A browser without ResizeObserver (and jsdom) reveals the focus once, when it moves.
  if (typeof ResizeObserver === "undefined") return;
  new ResizeObserver(() => {
    if (performance.now() - focusedAt <= SETTLE_MS) reveal(document.activeElement);
  }).observe(document.body);
}
