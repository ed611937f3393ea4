import { useEffect } from "react";
import { announcedPage, routeAnnouncement } from "../lib/route-announcement";

/** The live region Gatsby's router renders and fills after every route change. */
const ANNOUNCER_ID = "gatsby-announcer";

/**
 * WCAG 3.1.2 (issue 47): Gatsby's router announces every route change as "Navigated to <h1>", in
 * English whatever the page's language. Its text is rewritten in the page's language (`template`)
 * the moment it is written, in the same task, before the browser hands the live region to a screen
 * reader. The page's name is kept on the element, so a language switch, whose new template may
 * arrive after Gatsby's write, rewrites it again. A Gatsby that no longer renders the announcer, or
 * writes something else, is reported on the console, naming what changed.
 */
export function useRouteAnnouncement(template: string) {
  useEffect(() => {
    const announcer = document.getElementById(ANNOUNCER_ID);
    if (!announcer) {
      console.error(
        `Gatsby rendered no #${ANNOUNCER_ID}: route changes are announced in English only. Check gatsby/cache-dir/navigation.js (RouteAnnouncer) in the Gatsby version installed.`,
      );
      return;
    }
    const translate = () => {
      const text = announcer.textContent ?? "";
      const page = announcedPage(text);
      if (page !== null) announcer.dataset.page = page;
      else if (text !== "" && text !== announcer.dataset.said)
        console.error(
          `Gatsby's route announcer said "${text}", not "Navigated to …": check gatsby/cache-dir/navigation.js (RouteAnnouncer) in the Gatsby version installed.`,
        );
      if (announcer.dataset.page === undefined) return;
      const translated = routeAnnouncement(template, announcer.dataset.page);
      announcer.dataset.said = translated;
      if (text !== translated) announcer.textContent = translated;
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(announcer, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [template]);
}
