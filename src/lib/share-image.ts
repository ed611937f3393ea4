/**
 * The share image a page shows when it names none of its own: one per language, drawn by
 * scripts/media/brand.ts with that language's tagline (the default language's at /og/default.png,
 * another's at /og/default-<code>.png).
 */
export const defaultShareImage = (languagePrefix: string) =>
  `/og/default${languagePrefix ? `-${languagePrefix}` : ""}.png`;
