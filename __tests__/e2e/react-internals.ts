import type { Locator, Page } from "@playwright/test";

/** React keeps a fiber under `__reactFiber$<random>` on every DOM node it owns. */
const FIBER_KEY_PREFIX = "__reactFiber$";

/**
 * Every read of React's private state in the browser tests goes through here: the React internals
 * listed in docs/performance.md ("Gatsby and React internals the site relies on"). After a React
 * upgrade, these are what to check first; each throws, naming what it did not find, rather than
 * answer false for ever.
 */
export const reactInternals = {
  /**
   * Whether React has hydrated this element: it keeps a fiber (`__reactFiber$<random>`) and props
   * (`__reactProps$<random>`) on every node it owns, and on none of the server's HTML it has yet to
   * hydrate.
   */
  isHydrated: (element: Locator) =>
    element.evaluate((node, prefix) => Object.keys(node).some((key) => key.startsWith(prefix)), FIBER_KEY_PREFIX),

  /**
   * Records, each time the address changes by `history.pushState` (the router moving to another
   * page), whether React had hydrated the first element matching `selector`, read as `isHydrated`
   * reads it. Call before the page loads; `hydratedAtAddressChanges` returns the record.
   */
  recordHydrationAtAddressChange: (page: Page, selector: string) =>
    page.addInitScript(
      ({ within, prefix }) => {
        const record: boolean[] = [];
        Object.assign(window, { __hydratedAtAddressChanges: record });
        const pushState = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History["pushState"]>) => {
          const node = document.querySelector(within);
          record.push(node !== null && Object.keys(node).some((key) => key.startsWith(prefix)));
          pushState(...args);
        };
      },
      { within: selector, prefix: FIBER_KEY_PREFIX },
    ),

  hydratedAtAddressChanges: (page: Page) =>
    page.evaluate(() => (window as unknown as { __hydratedAtAddressChanges: boolean[] }).__hydratedAtAddressChanges),

  /**
   * Waits until React has hydrated the page's root: the root container's fiber
   * (`__reactContainer$<random>` on #___gatsby) leads to the FiberRoot, whose state says
   * `isDehydrated: false` once the server's markup has been taken over.
   */
  rootHydrated: (page: Page) =>
    page.waitForFunction(() => {
      const root = document.getElementById("___gatsby");
      if (!root) throw new Error("Gatsby's root element #___gatsby is missing");
      const key = Object.keys(root).find((name) => name.startsWith("__reactContainer$"));
      if (!key) return false;
      const fiber = (root as unknown as Record<string, { stateNode?: { current?: { memoizedState?: unknown } } }>)[key];
      const state = fiber.stateNode?.current?.memoizedState as { isDehydrated?: unknown } | undefined;
      if (typeof state?.isDehydrated !== "boolean") {
        throw new Error(
          "React's FiberRoot has no memoizedState.isDehydrated: React's internals changed (react-internals.ts)",
        );
      }
      return state.isDehydrated === false;
    }),
};
