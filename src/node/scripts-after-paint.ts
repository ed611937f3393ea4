/** Gatsby's script tags: the webpack runtime, React and the app, each `async` at the end of the body. */
const GATSBY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/**
 * Gatsby writes its scripts as `<script async>`: fetched while the HTML parses and run the moment
 * they arrive, which on a fast connection is before the first paint, so the page's own HTML waits
 * for 100 KB of JavaScript to download and run (and Lighthouse counts all of it into LCP). This
 * writes them from one inline script that adds them once the browser reports the first paint
 * (the frame on screen, not just its rendering: Devanagari text can take 50 ms more to raster),
 * so the server-rendered page paints first and hydrates right after. Browsers that report no
 * paint timing get them after the first frame; a page in a background tab, which paints nothing
 * until shown, gets them at once, and none waits longer than three seconds. They are added in
 * Gatsby's order, with `async = false` so they also run in it. The loader is the same text on
 * every page of a build (one CSP hash).
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader =
    "<script>(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){" +
    "var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}" +
    "if(document.hidden)return l();" +
    "if(typeof PerformanceObserver!='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){" +
    "new PerformanceObserver(function(p,o){o.disconnect();setTimeout(l)}).observe({type:'paint',buffered:true});" +
    "setTimeout(l,3000)}else requestAnimationFrame(function(){setTimeout(l)})})(" +
    `${JSON.stringify(sources)})</script>`;
  let written = false;
  return html.replace(GATSBY_SCRIPT, () => {
    if (written) return "";
    written = true;
    return loader;
  });
}
