// Grids and alignment (design review, round 2): fields of one row level with each other, no card
// grid leaving a hole or an orphan, boxes and accordions spanning the column they sit in. Measured
// in the browser, in both languages.
import type { Locator } from "@playwright/test";
import { inLanguage, languages, readContent, readTranslation } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not laid out");
  return rect;
};

for (const language of languages) {
  const at = (route: string) => (language === languages[0] ? route : inLanguage(route, language.code));
  const read = (file: string) => (language === languages[0] ? readContent(file) : readTranslation(language.code, file));

  test.describe(`grids and alignment (${language.code})`, () => {
    test("the contact form's fields of one row start on one line, hint or not", async ({ openPage }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/contact/"));
      const email = await box(page.locator("#contact-email"));
      const phone = await box(page.locator("#contact-phone"));
      expect(Math.round(phone.y)).toBe(Math.round(email.y));
      expect(Math.round(phone.height)).toBe(Math.round(email.height));
      // The hint is still shown, and now under its field.
      const hint = await box(page.locator("#contact-phone-hint"));
      expect(hint.y).toBeGreaterThanOrEqual(phone.y + phone.height);
    });

    test("the contact cards stay beside the form while it scrolls", async ({ openPage }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/contact/"));
      const cards = page.locator("main ul li:has(svg)");
      await page.locator("#contact-message").scrollIntoViewIfNeeded();
      await settled(page);
      const first = await box(cards.first());
      const last = await box(cards.last());
      expect(first.y, "the first card is on screen").toBeGreaterThanOrEqual(0);
      expect(last.y + last.height, "the last card is on screen").toBeLessThanOrEqual(900);
    });

    test("the help centre's cards fill the column, one under another, with no hole", async ({ openPage }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/help-center/"));
      const list = page.locator("main ul[aria-label]").first();
      const cards = list.locator(":scope > li");
      await expect(cards).toHaveCount(readContent("help-center.json").cards.length);
      const width = (await box(list)).width;
      let bottom = -Infinity;
      for (let index = 0; index < (await cards.count()); index += 1) {
        const card = await box(cards.nth(index));
        expect(Math.round(card.width), `card ${index + 1} spans the list`).toBe(Math.round(width));
        expect(card.y, `card ${index + 1} below the one before`).toBeGreaterThan(bottom);
        bottom = card.y + card.height;
      }
      const statement = await box(page.locator("[data-regulatory-statement]"));
      expect(Math.round(statement.width), "the regulatory box spans the column").toBe(Math.round(width));
    });

    test("the security practices span the column: the heading beside the accordion", async ({ openPage }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/security/"));
      const heading = await box(page.locator("#security-practices-heading"));
      const accordion = await box(page.locator("#security-practices-heading + *"));
      // The section's column: as wide as the feature cards above it.
      const column = await box(page.locator("#security-features-heading + ul"));
      expect(accordion.x, "the accordion right of its heading").toBeGreaterThan(heading.x + heading.width);
      expect(
        Math.round(accordion.x + accordion.width),
        "the accordion ends at the column's edge",
      ).toBeGreaterThanOrEqual(Math.round(column.x + column.width) - 40);
    });

    // Design review, round 9: a product page's four or five feature cards were a row to swipe on a
    // phone, three of them off screen. Every card is in view, at every width, none behind a swipe;
    // a desk shows the four compliance cards in one row.
    for (const width of [390, 820, 1440])
      test(`a product page's feature cards are all in view at ${width} px, none behind a swipe`, async ({
        openPage,
      }) => {
        const page = await openPage({ viewport: { width, height: 900 } });
        const ui = read("ui.json");
        const services: { slug: string; title: string }[] = read("services.json");
        const title = (slug: string) => services.find((service) => service.slug === slug)?.title ?? slug;
        for (const { route, slug, label } of [
          { route: "/payment-aggregator/", slug: "aggregator", label: ui.serviceFeatures },
          { route: "/compliance-suite/", slug: "compliance", label: ui.serviceCapabilities },
        ]) {
          await visit(page, at(route));
          const list = page.getByRole("list", { name: label.replace("{service}", title(slug)), exact: true });
          await list.scrollIntoViewIfNeeded();
          const cards = list.locator(":scope > li");
          const count = await cards.count();
          expect(count, `${route}: feature cards`).toBeGreaterThanOrEqual(4);
          const scrolls = await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
          expect(scrolls, `${route}: the cards' list scrolls sideways`).toBe(false);
          // Nothing to scroll, so no stop for the keyboard on the list itself.
          await expect(list, `${route}: the cards' list is a tab stop`).not.toHaveAttribute("tabindex", /.*/);
          const tops = new Set<number>();
          for (let index = 0; index < count; index += 1) {
            const card = await box(cards.nth(index));
            expect(card.x, `${route}: card ${index + 1} starts inside the screen`).toBeGreaterThanOrEqual(0);
            expect(card.x + card.width, `${route}: card ${index + 1} ends inside the screen`).toBeLessThanOrEqual(
              width,
            );
            tops.add(Math.round(card.y));
          }
          if (width === 1440 && slug === "compliance")
            expect(tops.size, `${route}: the ${count} cards in one row at a desk`).toBe(1);
          if (width === 820) expect(tops.size, `${route}: two cards a row on a tablet`).toBeLessThan(count);
        }
      });

    // Design review, round 11: at 390 px a filter's last chip stood alone on a second row. A row of
    // chips that does not fit one line splits evenly: no row holds a single chip, none runs off screen.
    for (const width of [390, 768])
      test(`no filter chip sits alone in its row at ${width} px`, async ({ openPage }) => {
        const page = await openPage({ viewport: { width, height: 900 } });
        for (const route of ["/case-studies/", "/community-forum/", "/press-media/"]) {
          await visit(page, at(route));
          const chips = page.locator("main [role=group]:has(button[aria-pressed]) button");
          const count = await chips.count();
          expect(count, `${route}: a row of chips`).toBeGreaterThan(2);
          const rows = new Map<number, number>();
          for (let index = 0; index < count; index += 1) {
            const chip = await box(chips.nth(index));
            expect(chip.x, `${route}: chip ${index + 1} starts inside the screen`).toBeGreaterThanOrEqual(0);
            expect(chip.x + chip.width, `${route}: chip ${index + 1} ends inside the screen`).toBeLessThanOrEqual(
              width,
            );
            const top = Math.round(chip.y);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          const perRow = [...rows.entries()].sort(([a], [b]) => a - b).map(([, chipsInRow]) => chipsInRow);
          if (perRow.length > 1)
            expect(Math.min(...perRow), `${route}: chips per row ${perRow.join(" + ")}`).toBeGreaterThan(1);
          const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(scrolls, `${route}: the page scrolls sideways`).toBe(false);
        }
      });

    // Design review, round 11: at 390 px About's picture stood beside its mission, which it squeezed
    // into a narrow column of short lines. On a phone the mission spans the column, the picture a
    // short band above it.
    test("on a phone About's mission spans the column, with no picture squeezing or cropped beside it", async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 390, height: 844 } });
      const about = read("about.json");
      for (const route of ["/", "/about-us/", "/company-overview/"]) {
        await visit(page, at(route));
        const heading = page.getByRole("heading", { name: about.missionHeading, exact: true });
        await heading.scrollIntoViewIfNeeded();
        const mission = await box(heading.locator(".."));
        const column = await box(page.locator("#about-heading").locator(".."));
        expect(mission.width, `${route}: the mission's width, of the column's ${column.width}`).toBeGreaterThanOrEqual(
          column.width * 0.95,
        );
        await expect(page.getByRole("img", { name: about.imageAlt, exact: true }), `${route}: no picture`).toBeHidden();
      }
      // A desk keeps the picture, whole, beside the text.
      await page.setViewportSize({ width: 1440, height: 900 });
      await visit(page, at("/about-us/"));
      const picture = await box(page.getByRole("img", { name: about.imageAlt, exact: true }));
      expect(picture.width / picture.height, "the picture in its own shape").toBeCloseTo(4 / 3, 1);
    });

    for (const width of [768, 820]) {
      test(`no card sits alone in its row on /case-studies and /webinars at ${width} px`, async ({ openPage }) => {
        const page = await openPage({ viewport: { width, height: 1000 } });
        for (const route of ["/case-studies/", "/webinars/"]) {
          await visit(page, at(route));
          for (const list of await page.locator("main ul[data-columns]").all()) {
            const cards = list.locator(":scope > li");
            const count = await cards.count();
            const listBox = await box(list);
            const last = await box(cards.nth(count - 1));
            const beside = count > 1 ? await box(cards.nth(count - 2)) : null;
            const shares = beside !== null && Math.round(beside.y) === Math.round(last.y);
            const spans = Math.round(last.width) === Math.round(listBox.width);
            expect(shares || spans, `${route}: the last of ${count} cards shares its row or spans it`).toBe(true);
          }
        }
      });
    }
  });
}
