import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the static HTML and the hydrating render, true after: for client-only decisions.
 * React renders the server snapshot while hydrating, then the client one.
 */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
