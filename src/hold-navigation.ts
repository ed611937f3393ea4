import { everyPartHydrated, partsNotHydrated } from "./components/ui/hydrate-near-view";

/** How long a move waits at most for this page's parts (docs/performance.md). */
export const HOLD_LIMIT_MS = 2000;

type Navigate = (to: string, options?: object) => void;

declare global {
  interface Window {
    ___navigate?: Navigate;
  }
}

/**
 * A move to another page (Gatsby's links call `window.___navigate`) waits until every part of this
 * page has hydrated. The parts that stay through the move (the footer; a template's sections when
 * the next page shares it) would otherwise receive the new page's context before hydrating, and
 * React, unless it wins a race against its own timeout, drops their HTML and renders them afresh
 * (error 421). Gatsby sets `___navigate` before `onClientEntry` in a build and after it in
 * `gatsby develop`: the property keeps whichever it is given and hands out the held one.
 */
export function holdNavigationUntilHydrated() {
  let navigate = window.___navigate;
  const held: Navigate = (to, options) => {
    void everyPartHydrated(HOLD_LIMIT_MS).then(() => navigate?.(to, options));
  };
  Object.defineProperty(window, "___navigate", {
    configurable: true,
    get: () => (navigate ? held : undefined),
    set: (value: Navigate) => {
      navigate = value;
    },
  });
}

/** Once the first page has rendered, Gatsby has set its navigate in every mode; if not, says so. */
export function assertNavigationHeld() {
  if (typeof window.___navigate !== "function")
    throw new Error(
      "src/hold-navigation.ts: Gatsby no longer sets window.___navigate, so a move to another page cannot wait for this page's parts to hydrate (React error 421). Find where Gatsby's navigate is now exposed.",
    );
}

/**
 * The same for a move the browser makes itself (a `#section` link, Back and Forward): the address
 * has changed and the page has scrolled, but the router hears of it (popstate) only once every part
 * has hydrated, for the same reason. Added in `onClientEntry`, before the router listens; a
 * part's own hold (HydrateOnUse, for code not fetched yet) listens earlier still. Popstates during
 * a hold are one move: the router reads the address itself when it hears of it.
 */
export function holdHistoryMovesUntilHydrated() {
  let holding = false;
  let replaying = false;
  addEventListener("popstate", (event) => {
    if (replaying || (!holding && partsNotHydrated().size === 0)) return;
    event.stopImmediatePropagation();
    if (holding) return;
    holding = true;
    void everyPartHydrated(HOLD_LIMIT_MS).then(() => {
      holding = false;
      replaying = true;
      try {
        dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
      } finally {
        replaying = false;
      }
    });
  });
}
