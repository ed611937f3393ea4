// Text laid out as paths (resvg's toString) writes every coordinate absolute, to six places,
// spaced out: most of a wordmark's or a seal's bytes, on the proof band a visitor's first screen
// fetches.

/** A number as short as SVG allows: no leading zero, no trailing zeros. */
const short = (/** @type {number} */ n) => {
  const written = String(Object.is(n, -0) ? 0 : n);
  return written.replace(/^(-?)0\./, "$1.");
};

/** Tenths of a unit: finer than a pixel at any size the artwork is shown. */
const tenths = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/** How many numbers each of resvg's absolute commands takes. */
const ARITY = /** @type {const} */ ({ M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 });

/**
 * One path's data, absolute to tenths, rewritten relative: each point as the step from the one
 * before, computed between rounded points so no error builds up, a command's letter written only
 * when it changes, and numbers joined without spaces where a sign or point already parts them.
 * The steps repeat (a glyph's strokes share their widths), which gzip then squeezes.
 * @param {string} data
 */
export function relativePath(data) {
  const tokens = data.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = "";
  let previousLetter = "";
  let index = 0;
  /** @param {string} letter @param {number[]} numbers */
  const write = (letter, numbers) => {
    if (letter !== previousLetter || letter === "m") out += letter;
    for (const number of numbers) {
      const written = short(tenths(number));
      // A sign parts two numbers, and so does a point after a number that already has one.
      const parted = /[a-z]$/.test(out) || written.startsWith("-") || (written.startsWith(".") && /\.\d*$/.test(out));
      out += parted ? written : ` ${written}`;
    }
    previousLetter = letter;
  };
  while (index < tokens.length) {
    const letter = tokens[index];
    if (!(letter in ARITY))
      throw new Error(`relativePath: resvg wrote a command this does not know: "${letter}" in "${data.slice(0, 60)}…"`);
    index += 1;
    const arity = ARITY[/** @type {keyof typeof ARITY} */ (letter)];
    if (arity === 0) {
      write("z", []);
      x = startX;
      y = startY;
      continue;
    }
    // An absolute command may repeat its numbers without repeating its letter (after an M, as line-tos).
    let command = letter;
    do {
      const numbers = tokens.slice(index, index + arity).map(Number);
      if (numbers.length < arity || numbers.some(Number.isNaN))
        throw new Error(`relativePath: "${letter}" lacks its ${arity} numbers in "${data.slice(0, 60)}…"`);
      index += arity;
      const rounded = numbers.map(tenths);
      if (command === "H") {
        write("h", [rounded[0] - x]);
        x = rounded[0];
      } else if (command === "V") {
        write("v", [rounded[0] - y]);
        y = rounded[0];
      } else {
        const steps = rounded.map((value, at) => tenths(value - (at % 2 ? y : x)));
        const nextX = rounded[arity - 2];
        const nextY = rounded[arity - 1];
        // A level or upright line needs one number.
        if (command === "L" && steps[1] === 0) write("h", [steps[0]]);
        else if (command === "L" && steps[0] === 0) write("v", [steps[1]]);
        else write(command.toLowerCase(), steps);
        x = nextX;
        y = nextY;
        if (command === "M") {
          startX = x;
          startY = y;
          command = "L";
          previousLetter = "l"; // numbers after an m are line-tos: no letter needed
        }
      }
    } while (index < tokens.length && !/[A-Za-z]/.test(tokens[index]));
  }
  return out;
}

/**
 * The outlined drawing, its numbers to a tenth of a unit and its paths written relative
 * (relativePath): a fraction of resvg's bytes.
 * @param {string} svg
 */
export function compactOutlines(svg) {
  return svg
    .replace(/-?\d+\.\d+/g, (number) => String(tenths(Number(number))))
    .replace(/ d="([^"]*)"/g, (_, data) => ` d="${relativePath(data)}"`)
    .replace(/\n\s*/g, "");
}
