import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { scrollBehavior, scrollTargetFor } from "./src/lib/scroll";

export { hydrateInTransition as replaceHydrateFunction } from "./src/hydrate-in-transition";
export { wrapPageElement } from "./src/wrap-page-element";

/** Spec 2.1: every route change scrolls smoothly to the top (or to the #hash it names). */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const target = scrollTargetFor(routerProps.location.hash);
  if (target) return target;
  if (!prevRouterProps) return true;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: scrollBehavior(reduced) });
  return false;
};
