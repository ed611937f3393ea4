/**
 * The smallest picture each kind of image field accepts: close to its largest rendering at
 * 1x, so the build has real pixels to scale down and crop from (a team profile shows a portrait
 * 420 px wide at most, a card or dialog picture 704 px). Larger is always fine.
 */
export const PORTRAIT = { width: 400, height: 400 };
export const CARD_PICTURE = { width: 800, height: 450 };
export const ABOUT_PICTURE = { width: 800, height: 600 };
export const VIDEO_POSTER = { width: 960, height: 540 };
