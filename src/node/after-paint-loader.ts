import { deferredStylesheet } from "./page-styles";
import { inlinedStylesheet } from "./stale-styles";

/** Gatsby's script tags: the webpack runtime, React and the app, each `async` at the end of the body. */
const GATSBY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/** The web manifest's link, as gatsby-plugin-manifest writes it into the head. */
const MANIFEST_LINK = /<link rel="manifest" href="(\/[\w.-]+\.webmanifest)" crossorigin="anonymous"\/>/;

/**
 * The loader's attribute naming the page's own scripts (pageScripts): an attribute, so the loader's
 * text, and its hash in the CSP, stay the same on every page.
 */
const PAGE_SCRIPTS = "data-page-scripts";

/** The page's opening tag. */
const HTML_TAG = /<html([^>]*)>/;

/** The mark on <html> that holds lazy images until the first paint (global.css names it too). */
export const BEFORE_PAINT = "data-before-paint";

/**
 * Gatsby writes its scripts as `<script async>`: fetched while the HTML parses and run the moment
 * they arrive, which on a fast connection is before the first paint, so the page's own HTML waits
 * for all of Gatsby's JavaScript to download and run (and Lighthouse counts all of it into LCP). This
 * writes them from one inline script that adds them once the browser reports the first paint
 * (the frame on screen, not just its rendering: Devanagari text takes longer to raster),
 * so the server-rendered page paints first and hydrates right after. Browsers that report no
 * paint timing get them after the first frame; a page in a background tab, which paints nothing
 * until shown, gets them at once, and none waits longer than three seconds.
 *
 * A page inlines only the CSS its own markup uses (pageStyles), so the loader also adds the site's
 * whole stylesheet (its @font-face rules aside: deferredStylesheet), which client-side navigation
 * and the states scripts switch on need. The scripts download alongside it (preloaded) but are
 * added only once it has loaded or failed, in Gatsby's order, with `async = false` so they also run
 * in it: nothing a script draws is ever unstyled. The loader is the same text on every page of a
 * build (one CSP hash). Each request started costs the main thread time, so each preload starts
 * in a task of its own: all of them in the paint's task made it a long task on a phone
 * (Lighthouse keeps a task that starts requests; docs/performance.md, "Six preloads in one task").
 * A script already added needs no preload.
 *
 * The page's own component code (pageScripts) follows the app in the same way. Gatsby's loader
 * would ask for it only once the app has run and the page's data has arrived: a round trip later,
 * and the page-data handler then spent main-thread time creating script elements.
 *
 * The web manifest's link moves into the loader too, added with the stylesheet. Chrome fetches a
 * page's manifest, and the 144 px icon it names, as soon as the page has loaded, and a page this
 * small loads before it paints: more bytes for the first paint to share a slow connection with
 * (measured in docs/performance.md, "Chrome fetched the web manifest"). Only
 * installing the site needs the manifest, and Chrome reads a link added later just the same.
 *
 * Off-screen images wait for the paint as well. Chrome fetches a lazy image as soon as layout puts
 * it within about a screen and a half of the viewport, which on a phone is every card under the
 * first: more bytes for the first screen's image and fonts to share a slow connection with
 * (measured in docs/performance.md). The page's <html> carries BEFORE_PAINT, under
 * which no lazy image shows (global.css), and the loader lifts it at the paint.
 */
export function loadAfterPaint(html: string, pageScripts: string[] = []): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const inlined = inlinedStylesheet(html);
  const manifest = MANIFEST_LINK.exec(html)?.[1] ?? null;
  const loader =
    `<script${pageScripts.length ? ` ${PAGE_SCRIPTS}="${pageScripts.join(" ")}"` : ""}>` +
    `(function(s,c,m){var d=0,q=0,t=document.currentScript,x=t&&t.getAttribute('${PAGE_SCRIPTS}');if(x)s=s.concat(x.split(' '));` +
    "function h(e){document.head.appendChild(e)}" +
    "function r(){q=1;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}" +
    "function p(u){setTimeout(function(){if(q)return;var e=document.createElement('link');e.rel='preload';e.as='script';e.href=u;h(e)})}" +
    "function l(){if(d)return;d=1;" +
    `document.documentElement.removeAttribute('${BEFORE_PAINT}');` +
    "if(m){var f=document.createElement('link');f.rel='manifest';f.href=m;f.crossOrigin='anonymous';h(f)}" +
    "if(!c)return r();" +
    "var k=document.createElement('link');k.rel='stylesheet';k.href=c;k.onload=k.onerror=r;h(k);s.forEach(p)}" +
    "if(document.hidden)return l();" +
    "if(typeof PerformanceObserver!='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){" +
    "new PerformanceObserver(function(p,o){o.disconnect();setTimeout(l)}).observe({type:'paint',buffered:true});" +
    "setTimeout(l,3000)}else requestAnimationFrame(function(){setTimeout(l)})})(" +
    `${JSON.stringify(sources)},${JSON.stringify(inlined && `/${deferredStylesheet(inlined)}`)},${JSON.stringify(manifest)})</script>`;
  let written = false;
  return html
    .replace(HTML_TAG, `<html$1 ${BEFORE_PAINT}="">`)
    .replace(MANIFEST_LINK, "")
    .replace(GATSBY_SCRIPT, () => {
      if (written) return "";
      written = true;
      return loader;
    });
}
