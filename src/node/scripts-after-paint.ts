/** Gatsby's script tags: the webpack runtime, React and the app, each `async` at the end of the body. */
const GATSBY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/**
 * Gatsby writes its scripts as `<script async>`: fetched while the HTML parses and run the moment
 * they arrive, which on a fast connection is before the first paint, so the page's own HTML waits
 * for 100 KB of JavaScript to download and run (and Lighthouse counts all of it into LCP). This
 * writes them from one inline script that adds them after the first frame instead: the
 * server-rendered page paints first and hydrates right after. They are added in Gatsby's order,
 * with `async = false` so they also run in it. A page in a background tab, which paints nothing
 * until shown, gets them at once. The loader is the same text on every page (one CSP hash).
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    "<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement('script');" +
    "e.src=u;e.async=false;document.body.appendChild(e)})}" +
    "document.hidden?l():requestAnimationFrame(function(){setTimeout(l)})})(" +
    `${JSON.stringify(sources)})</script>`;
  let written = false;
  return html.replace(GATSBY_SCRIPT, () => {
    if (written) return "";
    written = true;
    return loader;
  });
}
