/**
 * gatsby-plugin-image writes lazy images as `data-src`/`data-srcset` (an inline script swaps them
 * in when the browser lazy-loads natively: every browser we support) and gives its layout sizer
 * `alt="" role="presentation"`. Neither is valid HTML. Writing the real attributes up front is
 * what that script would do at once anyway; `loading="lazy"` still defers the download.
 */
export function validImageMarkup(html: string): string {
  return html
    .replace(/<source\b[^>]*>/g, (tag) => tag.replace(/ data-srcset="/, ' srcset="'))
    .replace(/<img\b[^>]*\bdata-main-image=""[^>]*>/g, (tag) =>
      tag.replace(/ data-src="/, ' src="').replace(/ data-srcset="/, ' srcset="'),
    )
    .replace(/<img\b[^>]*>/g, (tag) => (/ alt=""/.test(tag) ? tag.replace(/ role="presentation"/, "") : tag));
}
