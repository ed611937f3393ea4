// Text laid out as paths (resvg's toString) writes every coordinate to six places, spaced out:
// most of a wordmark's or a seal's bytes, on the proof band a visitor's first screen fetches.

/**
 * The outlined drawing, its numbers to a tenth of a unit (finer than a pixel at any size the
 * artwork is shown) and its path data without the spaces around commands: half the bytes.
 * @param {string} svg
 */
export function compactOutlines(svg) {
  const tenths = svg.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 10) / 10));
  return tenths
    .replace(
      / d="([^"]*)"/g,
      (_, data) =>
        ` d="${data
          .trim()
          .replace(/ ?([A-Za-z]) ?/g, "$1")
          .replace(/ (?=-)/g, "")}"`,
    )
    .replace(/\n\s*/g, "");
}
