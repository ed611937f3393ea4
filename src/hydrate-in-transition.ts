import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/**
 * Gatsby's replaceHydrateFunction: hydrates inside a transition, so React works in 5 ms slices
 * and yields to the browser instead of blocking the main thread for the whole page (the long
 * tasks that made up most of the Total Blocking Time). A tap before hydration has finished is
 * not lost: React hydrates that part at once and replays the event.
 * A page without server-rendered markup (`gatsby develop`) is rendered, as Gatsby does.
 */
export function hydrateInTransition() {
  return (element: ReactElement, container: Element) => {
    const serverRendered = container.hasChildNodes();
    let root: Root | undefined;
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
