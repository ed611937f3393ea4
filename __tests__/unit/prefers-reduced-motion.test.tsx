import { act, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { usePrefersReducedMotion } from "../../src/hooks/use-prefers-reduced-motion";

function Motion() {
  return <p>{usePrefersReducedMotion() ? "still" : "moving"}</p>;
}

/** A stand-in for the browser's media query list: jsdom has no matchMedia. */
function emulateReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
  return (next: boolean) => {
    media.matches = next;
    listeners.forEach((listener) => listener());
  };
}

/** The static HTML, which cannot know the preference. */
function serverHtml() {
  const container = document.createElement("div");
  container.innerHTML = "<p>moving</p>";
  return container;
}

describe("usePrefersReducedMotion", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => {
    // React reports a hydration mismatch through console.error; none may occur.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("hydrates the static HTML's answer, then follows the visitor's preference", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const change = emulateReducedMotion(true);
    const container = serverHtml();
    const root = await act(async () => hydrateRoot(container, <Motion />));
    expect(container.textContent).toBe("still");
    act(() => change(false));
    expect(container.textContent).toBe("moving");
    act(() => root.unmount());
  });

  it("gives the visitor's answer before anything the hydrating render started can act on the static one", async () => {
    // React's own scheduling, as in the browser, not act()'s queue.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    emulateReducedMotion(true);
    // What a video's observer callback would find, were it called as soon as it could be: a
    // microtask after the effect that set it up, earlier than any observer is ever called.
    const container = serverHtml();
    let foundByCallback: string | null | undefined;
    function Video() {
      const reduced = usePrefersReducedMotion();
      useEffect(() => {
        if (!reduced) queueMicrotask(() => (foundByCallback ??= container.textContent));
        // A long hydration, as a page's is: React's scheduler yields to the browser after 5 ms.
        const until = performance.now() + 10;
        while (performance.now() < until);
      }, [reduced]);
      return <p>{reduced ? "still" : "moving"}</p>;
    }
    const root = hydrateRoot(container, <Video />);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(container.textContent).toBe("still");
    expect(foundByCallback).toBe("still");
    root.unmount();
  });
});
