/**
 * The section a reader is in: of the sections crossing the reading line (a band near the top of
 * the window), the last in page order, so a section counts as reached once its top has passed the
 * line. Null above the first and below the last.
 */
export function currentSection(order: readonly string[], crossing: ReadonlySet<string>): string | null {
  for (let index = order.length - 1; index >= 0; index -= 1) if (crossing.has(order[index])) return order[index];
  return null;
}

/**
 * Where the reading line lies: a one-pixel-high band a third of the way down the window, below the
 * fixed header and the navigator, as an IntersectionObserver rootMargin.
 */
export const READING_LINE_MARGIN = "-33% 0px -66% 0px";
