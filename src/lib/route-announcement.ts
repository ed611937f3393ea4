import { fill } from "./text";

/** What Gatsby's route announcer writes after a route change (gatsby/cache-dir/navigation.js). */
const GATSBY_ANNOUNCEMENT = /^Navigated to (.*)$/s;

/**
 * The page name in Gatsby's English announcement ("Navigated to Careers" -> "Careers"), or null
 * when the text is not one (empty, or a newer Gatsby saying something else).
 */
export function announcedPage(text: string): string | null {
  return GATSBY_ANNOUNCEMENT.exec(text)?.[1] ?? null;
}

/** The announcement in the page's language: `template` from content/ui.json, e.g. "Navigated to {page}". */
export function routeAnnouncement(template: string, page: string): string {
  return fill(template, { page });
}
