import { renderToStaticMarkup } from "react-dom/server";
import { BrandMark } from "./brand-mark";

/**
 * The favicon: the logo mark itself, as an SVG data URI in every page's head. A file is
 * one more request, which Chrome makes as soon as a page has loaded: before a fast page has
 * painted, so Lighthouse counts it into LCP. Browsers without SVG favicons ask for /favicon.ico
 * (static/, drawn from this mark by scripts/media/brand.ts).
 */
export const faviconHref = (): string =>
  `data:image/svg+xml,${encodeURIComponent(renderToStaticMarkup(<BrandMark />))}`;
