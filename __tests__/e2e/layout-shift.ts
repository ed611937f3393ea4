// Cumulative layout shift as a visitor meets it: a fresh page, loaded and scrolled to the end.
import type { BrowserContextOptions, Page, Response } from "@playwright/test";
import { visit } from "./fixtures";

interface Shift {
  value: number;
  /** The elements that moved, as nodeName.className. */
  moved: string[];
}

/** The Layout Instability API's entry, which TypeScript's DOM library does not describe. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

/** A route as `loadAndScroll` left it: the page still open, its response and the shift measured. */
export interface ScrolledPage {
  page: Page;
  response: Response;
  /** Cumulative layout shift not caused by input. */
  total: number;
  /** The elements that moved, as nodeName.className. */
  moved: string[];
}

/**
 * Loads `route` in a fresh page (its own browser context, so nothing cached), scrolls to the bottom
 * in 400 px steps (so lazy images and videos load), waits for the network to go quiet and returns
 * the cumulative layout shift not caused by input, with the elements that moved. The page stays
 * open, so other checks can run on the same load; the caller closes its context.
 */
export async function loadAndScroll(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  route: string,
  viewport: { width: number; height: number },
): Promise<ScrolledPage> {
  const page = await openPage({ viewport });
  await page.addInitScript(() => {
    // An SVG element's className is an SVGAnimatedString, which the DOM library does not say.
    const classOf = (className: string | SVGAnimatedString) =>
      typeof className === "string" ? className : className.baseVal;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          ({ node }) => `${node?.nodeName ?? "?"}.${node instanceof Element ? classOf(node.className) : ""}`,
        );
        window.__shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await visit(page, route);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      // A visitor's scroll moves the page frame by frame; so does this one, 400 px a frame, each step
      // drawn before the next. A section is laid out only once it comes within half a viewport of
      // the screen (content-visibility: auto, global.css), so one frame that moves the page further
      // shows it at its estimated height: html's smooth scrolling, whose frames are far apart on a
      // saturated machine, once brought /payout-platform/'s closing band (222 px, estimated 688) into
      // view that way, and the footer moved when it took its real height.
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  const shifts = await page.evaluate(() => window.__shifts);
  return {
    page,
    response,
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.moved),
  };
}

/** `loadAndScroll`'s shift alone; the page is closed before returning. */
export async function measureLayoutShift(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  route: string,
  viewport: { width: number; height: number },
): Promise<{ total: number; moved: string[] }> {
  const { page, total, moved } = await loadAndScroll(openPage, route, viewport);
  await page.context().close();
  return { total, moved };
}
