/**
 * The inline loader every page runs (see after-paint-loader.ts for why), as readable source. It is
 * not imported by any page: the build turns this function's text into the inline script
 * (inlineLoaderScript, minified), so it must stand alone: no imports, no names from outside it but
 * the browser's, its parameters given by the call the build writes after it.
 *
 * @param gatsbyScripts Gatsby's scripts (webpack runtime, framework, app), in Gatsby's order.
 * @param deferredStylesheet The site's whole stylesheet, added after the paint; null if none.
 * @param manifest The web manifest's URL, linked after the paint; null if none.
 * @param pageScriptsAttribute The attribute of this script naming the page's own chunks.
 * @param beforePaintAttribute The mark on <html> that holds lazy images until the first paint.
 * @param holdTapAttribute The mark of a control whose tap before the scripts have run is held.
 */
export function afterPaintLoader(
  gatsbyScripts: string[],
  deferredStylesheet: string | null,
  manifest: string | null,
  pageScriptsAttribute: string,
  beforePaintAttribute: string,
  holdTapAttribute: string,
): void {
  let painted = false;
  let scriptsAdded = false;
  const pageScripts = document.currentScript?.getAttribute(pageScriptsAttribute);
  const scripts = pageScripts ? gatsbyScripts.concat(pageScripts.split(" ")) : gatsbyScripts;

  const addToHead = (element: HTMLElement) => document.head.appendChild(element);

  // In order and not async, so they run in Gatsby's order as each arrives.
  const addScripts = () => {
    scriptsAdded = true;
    scripts.forEach((src) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  };

  // Each request costs the main thread time: one preload per task keeps every task short.
  const preloadInItsOwnTask = (src: string) => {
    setTimeout(() => {
      if (scriptsAdded) return;
      const preload = document.createElement("link");
      preload.rel = "preload";
      preload.as = "script";
      preload.href = src;
      addToHead(preload);
    });
  };

  const afterPaint = () => {
    if (painted) return;
    painted = true;
    document.documentElement.removeAttribute(beforePaintAttribute);
    if (manifest) {
      const manifestLink = document.createElement("link");
      manifestLink.rel = "manifest";
      manifestLink.href = manifest;
      manifestLink.crossOrigin = "anonymous";
      addToHead(manifestLink);
    }
    if (!deferredStylesheet) return addScripts();
    // The scripts run once the whole stylesheet has loaded (or failed): nothing they draw is unstyled.
    const stylesheet = document.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = deferredStylesheet;
    stylesheet.onload = stylesheet.onerror = addScripts;
    addToHead(stylesheet);
    scripts.forEach(preloadInItsOwnTask);
  };

  // A tap before the scripts have run reaches no handler (the menu button ignored a tap in a loaded
  // phone's first second): a tap on a marked control is held, by its mark, until React's root takes
  // over the page's events and the control's code replays it (src/lib/held-taps.ts).
  const names: string[] = [];
  const holdTap = (event: Event) => {
    const name = (event.target as Element).closest?.("[" + holdTapAttribute + "]")?.getAttribute(holdTapAttribute);
    if (name && names.indexOf(name) < 0) names.push(name);
  };
  window.addEventListener("click", holdTap);
  window.__heldTaps = { names, stop: () => window.removeEventListener("click", holdTap) };

  // A background tab paints nothing until shown: nothing to wait for.
  if (document.hidden) return afterPaint();
  const reportsPaints =
    typeof PerformanceObserver != "undefined" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (reportsPaints) {
    // The paint entry is the frame on screen, not just rendered; three seconds at most.
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      setTimeout(afterPaint);
    }).observe({ type: "paint", buffered: true });
    setTimeout(afterPaint, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(afterPaint));
  }
}
