/**
 * Repairs two flaws of the HTML Gatsby writes, so every page passes the Nu Html Checker. Each one
 * works around an upstream bug; once that is gone the repair changes nothing and can be deleted
 * (the checker in the e2e suite then says whether it was right to).
 *
 * - React 18's streaming renderer, which Gatsby 5 renders pages with, flushes its whole 2 KB
 *   buffer when a multi-byte character (an en dash, Devanagari) does not fit at its end, unwritten
 *   NUL bytes included, then writes the character into the next buffer. The NULs are never part of
 *   the content: drop them (they would also make hydration see text that differs from the page's).
 *   Upstream: https://github.com/facebook/react/issues/24985 and
 *   https://github.com/facebook/react/issues/31134, fixed by
 *   https://github.com/facebook/react/pull/26228, which no React 18 release carries (18.3.1's
 *   writeStringChunk still flushes the whole buffer). Delete when the site runs on React 19 or later.
 * - gatsby-plugin-image writes lazy images as `data-src`/`data-srcset` (an inline script swaps
 *   them in when the browser lazy-loads natively: every browser we support) and gives its layout
 *   sizer `alt="" role="presentation"`. Writing the real attributes up front is what that script
 *   does at once anyway; `loading="lazy"` still defers the download.
 *   Upstream: https://github.com/gatsbyjs/gatsby/issues/38894 (open; earlier reports of the same,
 *   https://github.com/gatsbyjs/gatsby/issues/31635 and /34720, were closed, yet 3.16.0 still
 *   writes this markup). Delete when gatsby-plugin-image writes `src`/`srcset` on the server and
 *   no role on an `alt=""` image.
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
