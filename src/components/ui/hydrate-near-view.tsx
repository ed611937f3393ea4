import { Suspense, useCallback, useId, useMemo, useState, type HTMLAttributes, type ReactNode } from "react";
import { useHasMounted } from "../../hooks/use-has-mounted";
import { Mounted } from "./mounted";
import { USE_EVENTS } from "./use-events";

/** How far ahead of the screen a part hydrates: half a screen, so a scrolling visitor's next one is ready. */
const NEAR_VIEWPORT_MARGIN = "50% 0px";

/** Marks the element whose content waits, so the browser can find it by the id React gave it. */
const MARKER = "data-hydrates-near-view";

/** Per part (its useId): hydrate now (null) or once this settles. */
const decided = new Map<string, Promise<void> | null>();
/** Each waiting part's element, with its id and the call that settles its promise. */
const waiting = new Map<Element, { id: string; settle: () => void }>();
let observer: IntersectionObserver | null = null;

function release(element: Element) {
  const part = waiting.get(element);
  if (!part) return;
  waiting.delete(element);
  observer?.unobserve(element);
  // At once, not when the promise settles: React hydrates a used part before this event reaches it.
  decided.set(part.id, null);
  part.settle();
}

// On the document, capturing: it runs before React's own listener on its root, which hydrates a
// part at once for such an event only if the part is no longer waiting.
function onUse(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const element of [...waiting.keys()]) if (element.contains(event.target)) release(element);
}

function watch(element: Element, id: string): Promise<void> {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => entry.isIntersecting && release(entry.target)),
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
  }
  return new Promise((settle) => {
    waiting.set(element, { id, settle });
    observer?.observe(element);
  });
}

/**
 * Finds every part of the page on the first one's hydration and hands each to the observer, which
 * reports on the next frame which are near the screen. Nothing here reads layout: a position read
 * while React hydrates would lay the page out inside its task.
 */
function watchEveryPart() {
  for (const element of document.querySelectorAll(`[${MARKER}]`)) {
    const id = element.getAttribute(MARKER) ?? "";
    if (!decided.has(id)) decided.set(id, typeof IntersectionObserver === "undefined" ? null : watch(element, id));
  }
}

/** Null when the part may hydrate now; else the promise React waits for (the same one each time). */
function hydrationWait(id: string): Promise<void> | null {
  if (!decided.has(id)) watchEveryPart();
  // A part whose element cannot be found is not held.
  if (!decided.has(id)) decided.set(id, null);
  return decided.get(id) ?? null;
}

/**
 * Lets every part still waiting hydrate now. A route change must not render the next page first:
 * the parts that stay (the footer) would receive the new page's context before hydrating, and React
 * would drop their HTML to render them afresh.
 */
function hydrateEveryWaitingPart() {
  [...waiting.keys()].forEach(release);
}

/** The ids of the parts that have hydrated (or mounted, rendered in the browser). */
const hydrated = new Set<string>();
/** Who waits for which parts still to hydrate. */
const waitingForParts = new Set<{ pending: Set<string>; done: () => void }>();

function partHydrated(id: string) {
  hydrated.add(id);
  for (const waiter of waitingForParts) {
    waiter.pending.delete(id);
    if (waiter.pending.size === 0) {
      waitingForParts.delete(waiter);
      waiter.done();
    }
  }
}

/** The ids of the page's parts that have not hydrated yet. */
export function partsNotHydrated(): Set<string> {
  const ids = [...document.querySelectorAll(`[${MARKER}]`)].map((element) => element.getAttribute(MARKER) ?? "");
  return new Set(ids.filter((id) => !hydrated.has(id)));
}

/**
 * Lets every part of the page hydrate now, those React has not reached yet included, and resolves
 * once all have, or after `limitMs` whatever they do (a part that failed must not hold a move
 * forever). A move to another page waits for it (hold-navigation.ts).
 */
export function everyPartHydrated(limitMs: number): Promise<void> {
  hydrateEveryWaitingPart();
  const pending = partsNotHydrated();
  // Not yet asked by React (the root is still hydrating): they will not wait when they are.
  for (const id of pending) if (!decided.has(id)) decided.set(id, null);
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const waiter = { pending, done: () => resolve() };
    waitingForParts.add(waiter);
    setTimeout(() => {
      waitingForParts.delete(waiter);
      resolve();
    }, limitMs);
  });
}

/**
 * Suspends while its part's server HTML is being hydrated and the part is still far from the
 * screen. React keeps a suspended boundary's server HTML as it is (visible, its links working)
 * and hydrates it when the promise settles.
 */
function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  // False on the server and while hydrating; true in a render of the browser's own (a route change).
  const mounted = useHasMounted();
  if (!mounted && typeof window !== "undefined") {
    const wait = hydrationWait(id);
    if (wait) throw wait;
  }
  return children;
}

interface HydrateNearViewProps extends HTMLAttributes<HTMLElement> {
  as: "section" | "footer";
  children: ReactNode;
}

/**
 * An element whose content React hydrates only once it nears the screen (half a screen ahead) or
 * the visitor uses it (pointer, touch, focus, key), so a phone's first load hydrates the first
 * screen, not the whole of a long page. Until then it is the server's HTML, shown and working as
 * HTML does: a link followed before it hydrates loads the page whole. Rendered in the browser (a
 * route change), it renders at once.
 */
export function HydrateNearView({ as: Element, children, ...rest }: HydrateNearViewProps) {
  const id = useId();
  // Rendered in the browser, the part has no server HTML to wait in: it is current at once.
  const [current, setCurrent] = useState(useHasMounted());
  const onHydrated = useCallback(() => {
    partHydrated(id);
    setCurrent(true);
  }, [id]);
  // The same element while the children are: React then skips the part when nothing changed.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        {/* The part's content is the gate's: React cannot render it while the gate waits. */}
        <HydrationGate id={id}>
          {children}
          <Mounted onMount={onHydrated} />
        </HydrationGate>
      </Suspense>
    ),
    [id, children, onHydrated],
  );
  // Until the part has hydrated, React gets the very element it started with: new props for a
  // boundary still waiting would make it drop the server's HTML. Once hydrated, the part renders
  // what its owner gives it now.
  const [first] = useState(boundary);
  return (
    <Element {...rest} {...{ [MARKER]: id }}>
      {current ? boundary : first}
    </Element>
  );
}
