// Every route of both languages (and each language's 404 page), loaded once per width: at 1440 px,
// and at 390 px in the phone project. The load is a visitor's: a fresh browser context, so nothing
// cached, the page scrolled to its end and the network quiet. The all-routes checks that need a loaded,
// hydrated page run on that one load instead of each loading every route again (docs/performance.md,
// "CI time"); each is a soft assertion of its own that names the check and the route, so a failure
// hides no other route or check:
// - spec 2.1: the route answers 200 inside the shared layout, with one h1, its own from the content of
//   its language, and nothing failing (1440 px);
// - a translated route (issue 15) is in its language: lang, and no English beyond the allow-list (1440 px);
// - layout stability: nothing shifts while the page loads and scrolls (Lighthouse measures one load;
//   image boxes, the font and the stacked testimonial slides must hold their space while the HTML
//   is still streaming in);
// - axe-core reports no violations.
import { ALL_ROUTES, TRANSLATIONS, inGroups, site } from "../support/site-data.mjs";
import { violations } from "./axe";
import { expectStaticHtml, staticHtml } from "./built-html";
import { expect, test } from "./fixtures";
import { computedStyles } from "./inlined-styles";
import { loadAndScroll } from "./layout-shift";
import { expectedHeading, latinLeft, translationOf, visitorText } from "./route-text";

const NOT_FOUND = ["/no-such-page", ...TRANSLATIONS.map(({ code }) => `/${code}/no-such-page`)];
/** Tests per width: each walks its group of routes in turn, while the groups spread over the workers. */
const ROUTE_GROUPS = 8;
/** The largest layout shift a route may show (its sum over the load and the scroll). */
const MAX_SHIFT = 0.01;

test.describe("every route, loaded once per width", () => {
  for (const routes of inGroups([...ALL_ROUTES, ...NOT_FOUND], ROUTE_GROUPS)) {
    test(
      `${routes.join(", ")}: answer inside the layout, hold still, pass axe`,
      { tag: "@phone" },
      async ({ openPage, viewport, log }, testInfo) => {
        // The time the three sweeps this replaces allowed a route, added.
        test.setTimeout(66_000 * routes.length);
        if (!viewport) throw new Error("the project sets no viewport");
        const px = `${viewport.width} px`;
        for (const route of routes) {
          await test.step(route, async () => {
            const reported = log.problems.length;
            const { page, response, total, moved } = await loadAndScroll(openPage, route, viewport);
            const missing = NOT_FOUND.includes(route);

            // Spec 2.1, at the desktop width (the header's links are the menu's on a phone).
            if (!missing && testInfo.project.name === "desktop") {
              expect.soft(response.status(), `${route}: answers 200`).toBe(200);
              const h1 = page.locator("h1");
              await expect.soft(h1, `${route}: exactly one h1`).toHaveCount(1);
              await expect.soft(h1, `${route}: the h1 has text`).toHaveText(/\S/, { useInnerText: true });
              await expect
                .soft(h1, `${route}: the h1 from content`)
                .toContainText(expectedHeading(route), { useInnerText: true });
              await expect.soft(page.locator("header nav a"), `${route}: the header's links`).toHaveCount(5);
              await expect
                .soft(page.getByRole("contentinfo"), `${route}: the footer's copyright`)
                .toContainText(new RegExp(`© ${site.copyrightYear}`));
              expect.soft(log.problems.slice(reported), `${route}: console errors, failed requests`).toEqual([]);
              const translation = translationOf(route);
              if (translation) {
                await expect.soft(page.locator("html"), `${route}: lang`).toHaveAttribute("lang", translation.hreflang);
                expect
                  .soft(latinLeft(await visitorText(page, translation.hreflang)), `${route}: English shown or spoken`)
                  .toEqual([]);
              }
            }

            expect.soft(total, `${route}: layout shift at ${px} (moved: ${moved.join(", ")})`).toBeLessThan(MAX_SHIFT);

            expect.soft(await violations(page), `${route}: axe violations at ${px}`).toEqual([]);
            // Closed now rather than at the end of the test: the group opens one context per route.
            await page.context().close();
          });
        }
      },
    );
  }
});

// Every route with JavaScript off, at 1440 px, loaded once: the page as its first paint draws it, and as
// search engines and link previews read it (spec 2.1 and issue 15), before the loader adds anything.
// - its own head and h1, in the built HTML (built-html.ts);
// - the CSS it inlines (only the rules its own markup uses, src/node/page-styles.ts) styles every
//   element as the whole stylesheet does: a rule the pruning dropped would show the first paint, and a
//   visitor without JavaScript, another page, and make the layout jump when the stylesheet arrives.
test.describe("every route with JavaScript off, loaded once", () => {
  for (const routes of inGroups([...ALL_ROUTES, ...TRANSLATIONS.map(({ code }) => `/${code}/no-such-page`)], 6)) {
    test(`${routes.join(", ")}: head and h1 as built, inlined CSS as the whole stylesheet`, async ({
      openPage,
    }, testInfo) => {
      // The time the two sweeps this replaces allowed a route, added.
      test.setTimeout(45_000 * routes.length);
      // Motion reduced: a running animation (the 'What We Provide' band) is at another point at each
      // of the two measurements, which no stylesheet decides.
      const page = await openPage({
        javaScriptEnabled: false,
        viewport: testInfo.project.use.viewport,
        reducedMotion: "reduce",
      });
      for (const route of routes) {
        await test.step(route, async () => {
          await page.goto(route);
          if (!NOT_FOUND.includes(route)) expectStaticHtml(route, await staticHtml(page));

          // Lay out every section (they are content-visibility: auto): measuring a skipped section
          // would make it remember its size and change the page between the two measurements.
          await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
          await computedStyles(page, "inlined");
          // The stylesheet the page's loader adds after the first paint.
          const stylesheet = /\],"(\/[\w.-]+\.css)",/.exec(await page.content())?.[1];
          expect
            .soft(stylesheet, `${route}: the loader adds the site's stylesheet`)
            .toMatch(/^\/styles-deferred\.\w+\.css$/);
          if (!stylesheet) return;
          // Scripts are off in this page, so no load handler runs: wait for the sheet's rules instead.
          await page.evaluate((href) => {
            document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
          }, stylesheet);
          await expect
            .poll(() =>
              page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href && sheet.cssRules.length > 0)),
            )
            .toBe(true);
          const { inlined, whole, differences } = await computedStyles(page, "whole");
          expect.soft(whole, `${route}: elements, inlined CSS and whole stylesheet`).toBe(inlined);
          expect.soft(differences, `${route}: elements styled differently once the whole stylesheet loads`).toEqual([]);
        });
      }
    });
  }
});
