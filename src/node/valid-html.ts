/**
 * Repairs two flaws of the HTML Gatsby writes, so every page passes the Nu Html Checker:
 *
 * - React 18's streaming renderer flushes its whole 2 KB buffer when a multi-byte character
 *   (an en dash, Devanagari) does not fit at its end, unwritten NUL bytes included, then writes
 *   the character into the next buffer. The NULs are never part of the content: drop them (they
 *   would also make hydration see text that differs from the page's).
 * - gatsby-plugin-image writes lazy images as `data-src`/`data-srcset` (an inline script swaps
 *   them in when the browser lazy-loads natively: every browser we support) and gives its layout
 *   sizer `alt="" role="presentation"`. Writing the real attributes up front is what that script
 *   does at once anyway; `loading="lazy"` still defers the download.
 */
export function validHtml(html: string): string {
  return html
    .replaceAll("\u0000", "")
    .replace(/<source\b[^>]*>/g, (tag) => tag.replace(/ data-srcset="/, ' srcset="'))
    .replace(/<img\b[^>]*\bdata-main-image=""[^>]*>/g, (tag) =>
      tag.replace(/ data-src="/, ' src="').replace(/ data-srcset="/, ' srcset="'),
    )
    .replace(/<img\b[^>]*>/g, (tag) => (/ alt=""/.test(tag) ? tag.replace(/ role="presentation"/, "") : tag));
}
