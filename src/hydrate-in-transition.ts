import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import languages from "../content/languages.json";
import { languageOfPath } from "./lib/languages";
import { stopHoldingTaps } from "./lib/held-taps";

/**
 * Whether the server's HTML is this address's page. A host that knows only the root 404.html
 * (any static server without the build's rules) answers /hi/x with the English 404, while the
 * client renders the Hindi one, which claims /hi/*: hydrating that HTML would be a mismatch
 * (React error 425) and leave a page half in each language.
 */
export function servedInItsLanguage(pathname: string, htmlLang: string): boolean {
  return languageOfPath(pathname, languages).hreflang === htmlLang;
}

/**
 * Gatsby's replaceHydrateFunction: hydrates inside a transition, so React works in 5 ms slices
 * and yields to the browser instead of blocking the main thread for the whole page (the long
 * tasks that made up most of the Total Blocking Time). A tap before hydration has finished is
 * not lost: React hydrates that part at once and replays the event.
 * A page without server-rendered markup (`gatsby develop`), or with another language's (above), is
 * rendered, as Gatsby does in development: React replaces the markup instead of adopting it.
 */
export function hydrateInTransition() {
  return (element: ReactElement, container: Element) => {
    const serverRendered =
      container.hasChildNodes() && servedInItsLanguage(window.location.pathname, document.documentElement.lang);
    let root: Root | undefined;
    // React's root handles every event from here (a tap on a part not yet hydrated hydrates it and
    // is replayed by React): the inline loader's held taps stop, so none is handled twice.
    stopHoldingTaps();
    startTransition(() => {
      if (serverRendered) {
        root = hydrateRoot(container, element);
      } else {
        root = createRoot(container);
        root.render(element);
      }
    });
    // Gatsby's develop loading indicator unmounts what it rendered through this function.
    return () => root?.unmount();
  };
}
