/** How long a language switch waits for the new language's face before it opens the page anyway. */
export const SCRIPT_FONT_WAIT_MS = 3_000;

/**
 * Loads the face a language's pages draw `sample` (text in that language) with, as the page's CSS
 * names it in --font-<code> (tokens.css): resolved once it has loaded, failed, or `waitMs` passed,
 * and at once for a language that needs no face of its own. The site's faces are `optional` (no
 * text moves when a late one arrives), so a face not yet loaded when a page first uses it is skipped
 * for that page: after a switch from English, Hindi in the device's own font, or in boxes without one.
 */
export function loadScriptFont(
  code: string,
  sample: string,
  waitMs = SCRIPT_FONT_WAIT_MS,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const stack = getComputedStyle(root).getPropertyValue(`--font-${code}`).trim();
  if (!stack || !("fonts" in document)) return Promise.resolve();
  const loaded = document.fonts.load(`1em ${stack}`, sample).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
