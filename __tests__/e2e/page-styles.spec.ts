// Each page inlines only the CSS rules its own markup uses (src/node/page-styles.ts), and the
// site's whole stylesheet follows after the first paint (src/node/after-paint-loader.ts). If the
// pruning dropped a rule the page needs, the first paint (and a visitor without JavaScript) would
// see the page styled differently, and the layout would jump when the stylesheet arrives.
import type { Page } from "@playwright/test";
import { ALL_ROUTES, TRANSLATIONS, inGroups } from "../support/site-data.mjs";
import { expect, test } from "./fixtures";

declare global {
  interface Window {
    /** The computed styles of the page as its inlined CSS alone draws it (`computedStyles`). */
    __inlinedStyles?: string[];
  }
}

/**
 * Every element (but the added stylesheet's), one line each: its box, and every computed property
 * of it and of its ::before and ::after. Margins are compared through the boxes: Chrome can report
 * an auto margin as 0px until a stylesheet that matches the element is added, while the box sits
 * where the margin puts it. A ::before or ::after that draws nothing is one line, its content:
 * reading all its properties too tripled the time (8 s on home), which a slow CI machine ran out of.
 * The lines stay in the page (megabytes a route, which the DevTools protocol was slow to carry): the
 * first call keeps them as the inlined CSS draws the page, the second compares the page now with
 * them and returns both counts and the first differences, property by property.
 */
const computedStyles = (page: Page, phase: "inlined" | "whole") =>
  page.evaluate((phase) => {
    const lines = [
      document.documentElement,
      ...document.documentElement.querySelectorAll(":not(link[rel=stylesheet])"),
    ].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      const name = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      return [null, "::before", "::after"].map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === "none" || style.content === "normal")) {
          return `${name}${pseudo} content:${style.content}`;
        }
        const values = Array.from(style)
          .filter((name) => !name.startsWith("margin"))
          .map((name) => `${name}:${style.getPropertyValue(name)}`);
        const where = pseudo ? "" : `box:${box.x},${box.y},${box.width},${box.height};`;
        return `${name}${pseudo ?? ""} ${where}${values.join(";")}`;
      });
    });
    if (phase === "inlined") {
      window.__inlinedStyles = lines;
      return { inlined: lines.length, whole: 0, differences: [] };
    }
    const before = window.__inlinedStyles ?? [];
    const differences: string[] = [];
    before.forEach((line, index) => {
      if (line === lines[index] || differences.length >= 5) return;
      const afterValues = new Set((lines[index] ?? "").split(";"));
      const changed = line.split(";").filter((value) => !afterValues.has(value));
      differences.push(`${line.slice(0, line.indexOf(" ", line.indexOf(" ") + 1))}: ${changed.slice(0, 4).join("; ")}`);
    });
    return { inlined: before.length, whole: lines.length, differences };
  }, phase);

test.describe("the CSS each page inlines", () => {
  // In quarters: the longest tests of the suite otherwise, left running after the rest had finished.
  for (const [index, routes] of inGroups(
    [...ALL_ROUTES, ...TRANSLATIONS.map(({ code }) => `/${code}/no-such-page`)],
    4,
  ).entries()) {
    test(`styles every element as the whole stylesheet does (${index + 1} of 4)`, async ({ openPage }, testInfo) => {
      test.setTimeout(240_000);
      // Without JavaScript: the page as its first paint draws it, before the loader adds anything.
      // Motion reduced: a running animation (the 'What We Provide' band) is at another point at each
      // of the two measurements, which no stylesheet decides.
      const page = await openPage({
        javaScriptEnabled: false,
        viewport: testInfo.project.use.viewport,
        reducedMotion: "reduce",
      });
      for (const route of routes) {
        await page.goto(route);
        // Lay out every section (they are content-visibility: auto): measuring a skipped section
        // would make it remember its size and change the page between the two measurements.
        await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
        await computedStyles(page, "inlined");
        // The stylesheet the page's loader adds after the first paint.
        const stylesheet = /\],"(\/[\w.-]+\.css)",/.exec(await page.content())?.[1];
        expect(stylesheet, `${route}: the loader adds the site's stylesheet`).toMatch(/^\/styles-deferred\.\w+\.css$/);
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
        expect(whole, route).toBe(inlined);
        expect(differences, `${route}: elements styled differently once the whole stylesheet loads`).toEqual([]);
      }
    });
  }
});
