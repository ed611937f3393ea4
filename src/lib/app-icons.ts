/**
 * The app icon's sizes, as the web manifest lists them, drawn from the logo mark by
 * scripts/media/brand.ts into static/icons/ (served at /icons/). The largest is also the
 * organisation's logo in the pages' structured data.
 */
export const APP_ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512] as const;

/** Where the icon of `size` pixels is served: its file is static/ plus this path. */
export const appIconPath = (size: number) => `/icons/icon-${size}x${size}.png`;
