import { fill } from "./text";

/** Spec 3/9: a 5-character code of letters of both cases and digits, compared case-sensitively. */
export const CAPTCHA_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const CAPTCHA_LENGTH = 5;

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * Draws a code with crypto.getRandomValues. Bytes at or above the largest multiple of the
 * alphabet size are redrawn, so every character is equally likely (no modulo bias).
 */
export function generateCaptcha(random: RandomSource = cryptoRandom): string {
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  let code = "";
  while (code.length < CAPTCHA_LENGTH) {
    for (const byte of random(new Uint8Array(CAPTCHA_LENGTH * 2))) {
      if (byte < limit && code.length < CAPTCHA_LENGTH) code += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    }
  }
  return code;
}

/** Inline hint: only once something is typed and it differs. */
export function captchaMismatch(typed: string, code: string): boolean {
  return typed !== "" && typed !== code;
}

/**
 * The code as a screen reader should say it, case included: "capital R, small i, digit 4".
 * Read letter by letter, a case-sensitive code is otherwise ambiguous.
 */
export function spellCaptcha(
  code: string,
  words: { spellCapital: string; spellSmall: string; spellDigit: string },
): string {
  return [...code]
    .map((char) => {
      if (/\d/.test(char)) return fill(words.spellDigit, { char });
      return fill(char === char.toUpperCase() ? words.spellCapital : words.spellSmall, { char });
    })
    .join(", ");
}
