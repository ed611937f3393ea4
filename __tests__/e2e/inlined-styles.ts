// The computed style of every element of a page, as its inlined CSS alone draws it and once the
// whole stylesheet has arrived (src/node/page-styles.ts inlines only the rules a page's markup uses).
import type { Page } from "@playwright/test";

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
export const computedStyles = (page: Page, phase: "inlined" | "whole") =>
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
