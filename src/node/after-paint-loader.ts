import vm from "vm";
import { minify_sync } from "terser";
import { HOLD_TAP } from "../lib/held-taps";
import { afterPaintLoader } from "./after-paint-loader-source";
import { expectMatches } from "./gatsby-output";
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

/** A page whose loader an earlier build wrote, and the loader itself. */
const WRITTEN_BY_AN_EARLIER_BUILD = /<html[^>]* data-before-paint="">/;
const LOADER = /<script(?: data-page-scripts="[^"]*")?>\(function\(/;

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
  if (WRITTEN_BY_AN_EARLIER_BUILD.test(html)) {
    // Gatsby's incremental build keeps a page it did not re-render: an earlier build's loader is in it.
    expectMatches("loadAfterPaint", html, LOADER, "loader in a page an earlier build rewrote", 1);
    // But it may stitch this build's scripts into that page (its scripts slice): two loaders' worth
    // of scripts, the wrong one run. Seen after a change to the site's code; only a clean build mends it.
    if (GATSBY_SCRIPT.test(html)) {
      GATSBY_SCRIPT.lastIndex = 0;
      throw new Error(
        "loadAfterPaint: a page an earlier build rewrote has Gatsby's scripts again (an incremental build " +
          "stitched this build's scripts into it): run `npm run clean`, then build again.",
      );
    }
    return html;
  }
  expectMatches("loadAfterPaint", html, HTML_TAG, "<html> opening tag", 1);
  expectMatches("loadAfterPaint", html, GATSBY_SCRIPT, '`<script src="/….js" async>` at the end of the body', {
    min: 1,
  });
  expectMatches("loadAfterPaint", html, MANIFEST_LINK, 'gatsby-plugin-manifest\'s `<link rel="manifest">`', 1);
  const sources = [...html.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
  const inlined = inlinedStylesheet(html);
  const manifest = MANIFEST_LINK.exec(html)?.[1] ?? null;
  const attribute = pageScripts.length ? ` ${PAGE_SCRIPTS}="${pageScripts.join(" ")}"` : "";
  const loader = `<script${attribute}>${inlineLoaderScript(sources, inlined && `/${deferredStylesheet(inlined)}`, manifest)}</script>`;
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

/**
 * The loader's text comes from the compiled function (toString), so a compiler that adds helpers
 * around it (esbuild's keepNames adds `__name(...)`, Babel its interop helpers) would ship a
 * script that throws in the browser. Runs it once against a stand-in document, in a context with
 * nothing but the browser globals it may use, and fails the build naming what it reached for.
 */
function assertStandalone(loader: string): void {
  const element = () => ({ setAttribute() {} });
  const document = {
    hidden: true,
    currentScript: null,
    documentElement: { removeAttribute() {} },
    createElement: element,
    head: { appendChild() {} },
    body: { appendChild() {} },
  };
  const window = { addEventListener() {}, removeEventListener() {} };
  const context = { document, window, setTimeout() {}, requestAnimationFrame() {}, PerformanceObserver: undefined };
  try {
    vm.runInNewContext(`(${loader})(["/a.js"],"/s.css","/m.webmanifest","data-a","data-b","data-c")`, context);
  } catch (error) {
    throw new Error(
      `The inline loader (after-paint-loader-source.ts) does not stand alone once compiled: ${String(error)}. ` +
        `Its compiler added code around it; keep the function free of anything a compiler rewrites.`,
    );
  }
}

let minifiedLoader: string | undefined;
const ASSIGNED = "window.afterPaintLoader=";

/**
 * The inline script's text: afterPaintLoader (after-paint-loader-source.ts), minified, called with
 * the build's values. The values are the same on every page of a build (the page's own scripts are
 * in an attribute), so every page has the same text and the CSP one hash for it.
 */
export function inlineLoaderScript(
  gatsbyScripts: string[],
  stylesheet: string | null,
  manifest: string | null,
): string {
  if (minifiedLoader === undefined) {
    // Assigned to a global, so terser keeps the function and its parameters' order; the
    // assignment is cut off again.
    const { code } = minify_sync(`${ASSIGNED}${afterPaintLoader.toString()}`, {
      compress: { passes: 2 },
      mangle: true,
      format: { quote_style: 1 },
    });
    if (!code?.startsWith(`${ASSIGNED}function(`) || !code.endsWith("};")) {
      throw new Error(`terser did not return the loader as a function expression: ${code}`);
    }
    minifiedLoader = code.slice(ASSIGNED.length, -1);
    assertStandalone(minifiedLoader);
  }
  const args = [gatsbyScripts, stylesheet, manifest, PAGE_SCRIPTS, BEFORE_PAINT, HOLD_TAP].map((value) =>
    JSON.stringify(value),
  );
  return `(${minifiedLoader})(${args.join(",")})`;
}
