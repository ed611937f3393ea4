import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import {
  assertNavigationHeld,
  holdHistoryMovesUntilHydrated,
  holdNavigationUntilHydrated,
} from "./src/hold-navigation";
import { keepKeyboardFocusInView } from "./src/keep-focus-in-view";
import { nextTask } from "./src/lib/next-task";
import { scrollTargetFor, urlWithoutMalformedHash } from "./src/lib/scroll";
import {
  focusWrapperWithoutScrolling,
  layOutEverySection,
  scrollToIdOnceStyled,
  scrollToTop,
} from "./src/scroll-to-top";

export { hydrateInTransition as replaceHydrateFunction } from "./src/hydrate-in-transition";
export { wrapPageElement } from "./src/wrap-page-element";

/** Gatsby's scroll handler decodeURI()s the hash unguarded: a malformed one (`/#%`) would blank the page. */
function dropMalformedHash(): boolean {
  const url = urlWithoutMalformedHash(window.location);
  if (url === null) return false;
  window.history.replaceState(window.history.state, "", url);
  return true;
}

/**
 * Runs before the router mounts, so every location it renders has a hash that decodes. Gatsby
 * starts the router and the page's data requests once the promise settles: in a task of their own,
 * after the one that evaluates the app's modules. Together they were one long task on the phone
 * Lighthouse simulates, where every millisecond over 50 blocks input (Total Blocking Time); the
 * measurements are in docs/performance.md.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // A hash typed or followed later arrives as popstate; added before the router's listener, this
  // one fixes the address first.
  window.addEventListener("popstate", dropMalformedHash);
  keepKeyboardFocusInView();
  holdNavigationUntilHydrated();
  // The router read the address when its module loaded: a popstate makes it read the fixed one.
  if (dropMalformedHash()) window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  holdHistoryMovesUntilHydrated();
  return nextTask();
};

/** The router's wrapper exists once the first page has rendered. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  focusWrapperWithoutScrolling();
  assertNavigationHeld();
};

/**
 * Spec 2.1: every route change scrolls smoothly to the top (or to the #hash it names). A page opened
 * at a #hash is served styled, so the router scrolls to it at once; after a route change it waits
 * for the new page's language styles (the language switcher keeps a #hash).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const target = scrollTargetFor(routerProps.location.hash);
  layOutEverySection(target !== null);
  if (!prevRouterProps) return target ?? true;
  if (target) {
    scrollToIdOnceStyled(target);
    return false;
  }
  scrollToTop();
  return false;
};
