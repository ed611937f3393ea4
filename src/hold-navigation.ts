import { everyPartHydrated } from "./components/ui/hydrate-near-view";

/** How long a move to another page waits at most for this page's parts (docs/performance.md). */
export const HOLD_LIMIT_MS = 2000;

declare global {
  interface Window {
    ___navigate?: (to: string, options?: object) => void;
  }
}

/**
 * A move to another page (Gatsby's links call `window.___navigate`) waits until every part of this
 * page has hydrated. The parts that stay through the move (the footer; a template's sections when
 * the next page shares it) would otherwise receive the new page's context before hydrating, and
 * React, unless it wins a race against its own timeout, drops their HTML and renders them afresh
 * (error 421). Gatsby sets `___navigate` before `onClientEntry`; if it no longer does, this says so
 * rather than letting moves race again unnoticed.
 */
export function holdNavigationUntilHydrated() {
  const navigate = window.___navigate;
  if (typeof navigate !== "function")
    throw new Error(
      "src/hold-navigation.ts: Gatsby no longer sets window.___navigate before onClientEntry, so a move to another page cannot wait for this page's parts to hydrate (React error 421). Find where Gatsby's navigate is now exposed.",
    );
  window.___navigate = (to, options) => {
    void everyPartHydrated(HOLD_LIMIT_MS).then(() => navigate(to, options));
  };
}
