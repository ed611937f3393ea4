/**
 * The visitor's choice for the site's looping background videos (WCAG 2.2.2), kept in
 * localStorage so it holds across pages and reloads. Storage may be missing or throw (private
 * modes, blocked cookies): then the choice lasts for the page only.
 */
export type VideoMotion = "playing" | "paused";

export const VIDEO_MOTION_KEY = "pravahpay:background-videos";

/** What a page assumes before it can read storage: the static HTML and the hydrating render. */
export const DEFAULT_VIDEO_MOTION: VideoMotion = "playing";

export function readVideoMotion(storage: () => Storage): VideoMotion {
  try {
    return storage().getItem(VIDEO_MOTION_KEY) === "paused" ? "paused" : "playing";
  } catch {
    return DEFAULT_VIDEO_MOTION;
  }
}

export function writeVideoMotion(storage: () => Storage, motion: VideoMotion): void {
  try {
    storage().setItem(VIDEO_MOTION_KEY, motion);
  } catch {
    // Not stored: the choice still applies to this page.
  }
}
