import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import { useHasMounted } from "../../hooks/use-has-mounted";
import { takeHeldSubmit } from "../../lib/held-submits";
import { Mounted } from "./mounted";
import { USE_EVENTS } from "./use-events";

export interface PartOnUse<P> {
  /** Renders the part: the server waits for it, the browser only once `load()` has been called. */
  Lazy: ComponentType<P>;
  /** The component, once its code has arrived. */
  loaded: ComponentType<P> | undefined;
  /** Fetches the code (once; again after a failed attempt) and resolves when it is there. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * Code that the server renders into the static HTML and the browser fetches only when asked
 * (HydrateOnUse asks when the visitor uses it).
 */
export function partOnUse<P extends object>(fetchCode: () => Promise<ComponentType<P>>): PartOnUse<P> {
  let arrived: (component: ComponentType<P>) => void = () => undefined;
  const ready = new Promise<ComponentType<P>>((resolve) => (arrived = resolve));
  let attempt: Promise<void> | null = null;
  const part: PartOnUse<P> = {
    // TypeScript cannot resolve the ref-aware props of a lazy generic component: they are P.
    Lazy: lazy(() => ready.then((component) => ({ default: component }))) as unknown as ComponentType<P>,
    loaded: undefined,
    load: () => {
      attempt ??= fetchCode().then(
        (component) => {
          part.loaded = component;
          arrived(component);
        },
        (error: unknown) => {
          // A failed chunk (flaky network) is fetched again at the next use; the HTML stays meanwhile.
          attempt = null;
          console.error("Code for the form could not be loaded", error);
        },
      );
      return ready;
    },
  };
  if (typeof window === "undefined") void part.load();
  return part;
}

/**
 * The parts holding back a same-page move, asked by one listener added as this module loads, before
 * the router's: window calls its listeners in the order they were added, capturing or not, and a
 * part inside another (the contact form's fields) starts holding only after the router listens.
 */
const moveHolds = new Set<(event: Event) => void>();
if (typeof window !== "undefined") addEventListener("popstate", (event) => moveHolds.forEach((hold) => hold(event)));

interface HydrateOnUseProps<P> {
  part: PartOnUse<P>;
  /** The same object from render to render: new props before hydration make React drop the server's HTML. */
  props: P;
  /** What the visitor uses (a form or the panel around it), not a part of `part`. */
  region: RefObject<HTMLElement>;
}

/**
 * Renders `part` into the static HTML, where it stays visible and typeable, but fetches and
 * hydrates its code only when the visitor focuses, touches, clicks or types inside `region`, or
 * when its owner calls `part.load()` (home's form does as it nears the viewport). React leaves a
 * Suspense boundary's server HTML as it is until its lazy code arrives, then hydrates the same
 * nodes: focus and typed text survive (KeepTypedValues hands the values to Formik). Fields left
 * meanwhile are left again for React, and a submit is held and repeated once the part has
 * hydrated, so it is never sent natively (values in the URL); one from before this component's
 * own code ran was kept by the page's head script (held-submits.ts) and is repeated the same way.
 * A same-page link followed meanwhile reaches the router only once the part has hydrated.
 * Rendered in the browser (a route change), there is no HTML to keep: the code is fetched at once.
 */
export function HydrateOnUse<P extends object>({ part, props, region }: HydrateOnUseProps<P>) {
  // True on the server and while hydrating its HTML, false when rendered in the browser.
  const fromServer = !useHasMounted();
  const [hydrating] = useState(fromServer);
  // The server's HTML has the Suspense boundary to hydrate into. Read once: switching trees later would remount the part.
  const [Loaded] = useState(() => (fromServer ? undefined : part.loaded));
  const heldSubmit = useRef<HTMLFormElement | null>(null);
  const heldMove = useRef(false);
  const left = useRef(new Set<Element>());

  const [partMounted, setPartMounted] = useState(Loaded !== undefined);
  const onMount = useCallback(() => setPartMounted(true), []);

  // After the render that follows hydration, once the part has taken over what its fields hold.
  useEffect(() => {
    if (!partMounted) return;
    // React missed the fields the visitor left before it hydrated them: replayed, they count as
    // touched (a form shows a field's error once it has been left).
    for (const element of left.current)
      if (element !== document.activeElement) element.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    left.current.clear();
    const form = heldSubmit.current;
    heldSubmit.current = null;
    form?.requestSubmit();
    // The router reads the address and history's state itself, not the event's.
    if (heldMove.current) dispatchEvent(new PopStateEvent("popstate"));
  }, [partMounted]);

  // Until the part has mounted: then its own handlers take over. An event in the moment between
  // is still handled here and replayed above, so nothing is lost or sent twice.
  useEffect(() => {
    const element = region.current;
    if (partMounted || !element) return undefined;
    // A submit from before the page's code ran, kept by the head's script (held-submits.ts).
    const early = takeHeldSubmit(element);
    if (early) heldSubmit.current = early;
    if (!hydrating || early || element.contains(document.activeElement)) void part.load();
    // On the document, capturing: React stops these events at its root while the part is not hydrated.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) void part.load();
    };
    const onLeave = (event: Event) => {
      if (event.target instanceof Element && element.contains(event.target)) left.current.add(event.target);
    };
    const onSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement) || !element.contains(event.target)) return;
      event.preventDefault();
      heldSubmit.current = event.target;
      void part.load();
    };
    // A same-page link (home's hero to #contact) moves the router, and its update would reach the
    // part before it hydrates: React would drop its HTML and draw it afresh, empty until its code
    // came (error 421). The browser has scrolled already; the router hears of it once the part has
    // hydrated (above). A move to another page goes at once.
    const { pathname } = location;
    const onMove = (event: Event) => {
      if (location.pathname !== pathname) return;
      event.stopImmediatePropagation();
      heldMove.current = true;
      void part.load();
    };
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
    document.addEventListener("focusout", onLeave, { capture: true });
    document.addEventListener("submit", onSubmit, { capture: true });
    moveHolds.add(onMove);
    return () => {
      moveHolds.delete(onMove);
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, { capture: true });
      document.removeEventListener("focusout", onLeave, { capture: true });
      document.removeEventListener("submit", onSubmit, { capture: true });
    };
  }, [part, region, hydrating, partMounted]);

  // The same element on every render, so React never sees an update to the boundary before it hydrates.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        {/* The server renders the code it already holds: a render that suspends lets the pages
            rendered beside it take each other's <head> (react-helmet's one shared record). */}
        {createElement((typeof window === "undefined" && part.loaded) || part.Lazy, props)}
        <Mounted onMount={onMount} />
      </Suspense>
    ),
    [part, props, onMount],
  );
  return Loaded ? createElement(Loaded, props) : boundary;
}
