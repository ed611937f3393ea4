// Design review round 8: lime everywhere (eyebrows, links, icons, numbers, tabs, stars, edges) read
// as a developer tool. Lime now has one job a visitor sees: the main call to action, a link or
// button filled with it. Everything else takes a calmer role colour (tokens.css); the focus ring,
// drawn only on focus, keeps the lime and is not looked at here. The logo's tile is the brand's
// artwork, drawn in its own fill, and is left out.
import { expect, test, visit } from "./fixtures";
import { tokenColour } from "./token-colour";

/** Representative pages: every kind of band (hero, products, proof, forms, filters, cards, tables), EN and Hindi. */
const PAGES = ["/", "/services/", "/payment-aggregator/", "/contact/", "/blog/", "/team/", "/hi/", "/hi/security/"];

interface LimeUse {
  /** The element, for the failure message: tag, first class, a little of its text. */
  what: string;
  /** The computed property that holds the lime. */
  property: string;
}

test.describe("the palette", () => {
  for (const route of PAGES) {
    test(`lime on ${route} only fills the main calls to action`, { tag: "@phone" }, async ({ page }) => {
      await visit(page, route);
      const accents = [await tokenColour(page, "--color-accent"), await tokenColour(page, "--color-accent-strong")];
      const found = await page.evaluate((limeColours) => {
        // The lime and its hover shade as "213,253,38": computed styles write them also inside rgba() and gradients.
        const limes = limeColours.map((rgb) =>
          rgb
            .replace(/^rgba?\(|\)$/g, "")
            .split(",")
            .slice(0, 3)
            .join(",")
            .replace(/\s/g, ""),
        );
        const isLime = (value: string) => limes.some((lime) => value.replace(/\s/g, "").includes(lime));
        // The logo: the mark in the home page's link (header and footer), in either language.
        const logos = [...document.querySelectorAll("a")]
          .filter((link) => /^\/(hi\/)?$/.test(new URL(link.href, location.href).pathname))
          .flatMap((link) => [...link.querySelectorAll(":scope > svg")]);
        const describe = (element: Element, pseudo = "") =>
          `${element.tagName.toLowerCase()}${pseudo}.${element.classList[0] ?? ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;

        const uses: { what: string; property: string }[] = [];
        /** Where lime shows on an element or its ::before/::after, background-color aside. */
        const limeProperties = (style: CSSStyleDeclaration, svg: boolean) => {
          const properties = ["color", "background-image", "box-shadow"];
          for (const side of ["top", "right", "bottom", "left"]) {
            const drawn = style.getPropertyValue(`border-${side}-style`) !== "none";
            if (drawn && parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0)
              properties.push(`border-${side}-color`);
          }
          if (style.textDecorationLine !== "none") properties.push("text-decoration-color");
          if (parseFloat(style.getPropertyValue("-webkit-text-stroke-width")) > 0)
            properties.push("-webkit-text-stroke-color");
          if (svg) properties.push("fill", "stroke");
          return properties.filter((property) => isLime(style.getPropertyValue(property)));
        };
        let calls = 0;
        for (const element of document.querySelectorAll("body *")) {
          if (logos.some((logo) => logo.contains(element))) continue;
          const style = getComputedStyle(element);
          const filled = isLime(style.backgroundColor);
          const action = element.matches("a[href], button");
          if (filled && action) {
            // A call to action: the fill is its job, its label must stand out from it (not lime on lime).
            calls += 1;
            if (isLime(style.color)) uses.push({ what: describe(element), property: "color" });
            continue;
          }
          if (filled) uses.push({ what: describe(element), property: "background-color" });
          for (const property of limeProperties(style, element instanceof SVGElement))
            uses.push({ what: describe(element), property });
          for (const pseudo of ["::before", "::after"]) {
            const pseudoStyle = getComputedStyle(element, pseudo);
            if (pseudoStyle.content === "none" || pseudoStyle.content === "normal") continue;
            if (isLime(pseudoStyle.backgroundColor))
              uses.push({ what: describe(element, pseudo), property: "background-color" });
            for (const property of limeProperties(pseudoStyle, false))
              uses.push({ what: describe(element, pseudo), property });
          }
        }
        return { uses, calls };
      }, accents);
      expect(found.uses satisfies LimeUse[], "lime anywhere but a call to action's fill").toEqual([]);
      expect(found.calls, "at least one call to action filled with lime").toBeGreaterThan(0);
    });
  }
});
