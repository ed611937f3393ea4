/**
 * A tap before the page's code has run reaches no handler: the inline loader adds the scripts only
 * after the first paint (src/node/after-paint-loader.ts), and on a loaded phone the menu button
 * ignored a tap in the first second. The loader holds a tap on any element marked with HOLD_TAP, by
 * the mark's value, until React's root takes over the page's events (stopHoldingTaps, called as
 * hydration starts); the control's code then replays it, once (takeHeldTap). Every tap after that
 * is React's alone, so no tap is ever handled twice.
 */
export const HOLD_TAP = "data-hold-tap";

/** What the inline loader keeps on window (after-paint-loader-source.ts writes it). */
export interface HeldTaps {
  /** The marks of the elements tapped, each once, in order. */
  names: string[];
  /** Stops holding taps: removes the loader's listener. */
  stop: () => void;
}

declare global {
  interface Window {
    __heldTaps?: HeldTaps;
  }
}

/** The attribute that marks a control whose early tap is held under `name`. */
export const holdTap = (name: string) => ({ [HOLD_TAP]: name });

/** Stops holding taps: React's root handles every event from now on. */
export function stopHoldingTaps(taps: HeldTaps | undefined = window.__heldTaps): void {
  taps?.stop();
}

/** Whether the control marked `name` was tapped before the page's code ran: true once, then forgotten. */
export function takeHeldTap(name: string, taps: HeldTaps | undefined = window.__heldTaps): boolean {
  const at = taps?.names.indexOf(name) ?? -1;
  if (at < 0) return false;
  taps?.names.splice(at, 1);
  return true;
}
