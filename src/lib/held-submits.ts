/**
 * A form's submit before the page's code has run (a click on Send the moment the page appears)
 * reaches no handler: the forms are drawn with method="dialog", so the browser does nothing with
 * it, and this inline script, run from the page's <head>, remembers the form so that its code can
 * replay the submit once it is there (HydrateOnUse). It listens last (on window, bubbling) and only
 * keeps a submit nobody handled; a submit a handler took (its default prevented) is not its business.
 */
export const HOLD_SUBMITS_SCRIPT =
  "(function(w){var q=w.__heldSubmits=[];w.addEventListener('submit',function(e){" +
  "if(e.defaultPrevented||!(e.target instanceof HTMLFormElement))return;" +
  "e.preventDefault();if(q.indexOf(e.target)<0)q.push(e.target)})})(window)";

declare global {
  interface Window {
    /** Forms submitted before their code had run, in order (HOLD_SUBMITS_SCRIPT). */
    __heldSubmits?: HTMLFormElement[];
  }
}

/** Takes (removes and returns) the last form held inside `region`, if any. */
export function takeHeldSubmit(region: Element, held: HTMLFormElement[] | undefined = window.__heldSubmits) {
  if (!held) return null;
  const mine = held.filter((form) => region.contains(form));
  if (mine.length === 0) return null;
  for (const form of mine) held.splice(held.indexOf(form), 1);
  return mine[mine.length - 1];
}
