/**
 * Repairs a flaw of the HTML Gatsby writes, so every page passes the Nu Html Checker. It works
 * around an upstream bug; once that is gone the repair changes nothing and can be deleted (the
 * checker in the e2e suite then says whether it was right to).
 *
 * React 18's streaming renderer, which Gatsby 5 renders pages with, flushes its whole 2 KB buffer
 * when a multi-byte character (an en dash, Devanagari) does not fit at its end, unwritten NUL bytes
 * included, then writes the character into the next buffer. The NULs are never part of the
 * content: drop them (they would also make hydration see text that differs from the page's).
 * Upstream: https://github.com/facebook/react/issues/24985 and
 * https://github.com/facebook/react/issues/31134, fixed by
 * https://github.com/facebook/react/pull/26228, which no React 18 release carries (18.3.1's
 * writeStringChunk still flushes the whole buffer). Delete when the site runs on React 19 or later.
 */
export function validHtml(html: string): string {
  return html.replaceAll("\u0000", "");
}
