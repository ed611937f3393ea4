// Seams design reviews (rounds 12 and 13) found within the spec, each measured in the browser as a
// visitor would meet it, in both languages.
import type { Page } from "@playwright/test";
import { inLanguage, languages, readContent } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

/** Every route in each language: the default one as is, the others under their prefix. */
const inEveryLanguage = (routes: string[]) =>
  languages.flatMap((language: { code: string }, index: number) =>
    routes.map((route) => (index === 0 ? route : inLanguage(route, language.code))),
  );

const products: { path: string; accordion?: unknown[]; initialOpen?: number }[] = readContent("services.json");
const productPages = products.map((product) => `${product.path}/`);

/** Lays out every section of a page (home keeps far ones unrendered until near) and waits for its fonts. */
async function layOut(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
  await settled(page);
}

/** How each accordion item on the page is drawn: its edges, fill and corners, its button's inset. */
const accordionLooks = (page: Page) =>
  page.locator("main [data-open] > :is(h2, h3, h4) > button[aria-expanded]").evaluateAll((buttons) =>
    buttons.map((button) => {
      const item = getComputedStyle(button.closest("[data-open]") as HTMLElement);
      const trigger = getComputedStyle(button);
      return {
        sides: `${item.borderLeftWidth} ${item.borderRightWidth}`,
        fill: item.backgroundColor,
        corners: item.borderTopLeftRadius,
        rule: item.borderBottomWidth,
        inset: trigger.paddingLeft,
      };
    }),
  );

test.describe("one accordion, one look (design review round 12)", () => {
  test("every accordion on home and the product pages is the ruled list home's is, boxes nowhere", async ({
    openPage,
  }) => {
    test.setTimeout(90_000);
    const page = await openPage({ viewport: { width: 1440, height: 900 } });
    const ruled = { sides: "0px 0px", fill: "rgba(0, 0, 0, 0)", corners: "0px", rule: "1px", inset: "0px" };
    for (const route of inEveryLanguage(["/", ...productPages, "/security/"])) {
      await visit(page, route);
      await layOut(page);
      const looks = await accordionLooks(page);
      if (route.includes("payment-aggregator")) continue; // the one product without an accordion
      expect(looks.length, `${route} has accordion items`).toBeGreaterThan(0);
      for (const look of looks) expect(look, `${route}: an accordion item drawn as a ruled row`).toEqual(ruled);
    }
  });

  test("a product page's open-by-default item shows open: its answer, its caret turned, its rule tinted", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 1440, height: 900 } });
    for (const product of products.filter((product) => product.accordion)) {
      await visit(page, `${product.path}/`);
      const items = page.locator("main [data-open]");
      const open = items.nth(product.initialOpen ?? 0);
      await expect(open.locator("button")).toHaveAttribute("aria-expanded", "true");
      await expect(open.getByRole("region")).toBeVisible();
      const shown = await items.evaluateAll((all) =>
        all.map((item) => ({
          caret: getComputedStyle(item.querySelector("svg") as SVGElement).transform,
          rule: getComputedStyle(item).borderBottomColor,
        })),
      );
      const closed = shown.filter((_, index) => index !== (product.initialOpen ?? 0));
      const opened = shown[product.initialOpen ?? 0];
      expect(opened.caret, `${product.path}: the open item's caret turned`).not.toBe("none");
      for (const other of closed) {
        expect(other.caret).toBe("none");
        expect(other.rule, `${product.path}: the open item's rule stands apart`).not.toBe(opened.rule);
      }
    }
  });
});

test.describe("card titles at tablet widths (design review round 12)", () => {
  for (const width of [768, 820, 1024])
    test(`no feature card's title breaks inside a word or leaves its last word alone at ${width} px`, async ({
      openPage,
    }) => {
      test.setTimeout(90_000);
      const page = await openPage({ viewport: { width, height: 900 } });
      for (const route of inEveryLanguage(["/", "/payment-aggregator/", "/compliance-suite/"])) {
        await visit(page, route);
        await layOut(page);
        // Each title's lines, as the words laid out on each; a word drawn on two lines counts as broken.
        const titles = await page.locator("main ul[aria-label] > li > h3").evaluateAll((headings) =>
          headings.map((heading) => {
            const lines: { top: number; words: string[] }[] = [];
            const broken: string[] = [];
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const match of (node as Text).data.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const rects = [...range.getClientRects()];
                if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
                const top = rects[0].top;
                const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
                if (line) line.words.push(match[0]);
                else lines.push({ top, words: [match[0]] });
              }
            }
            return { lines: lines.map((line) => line.words.join(" ")), broken };
          }),
        );
        expect(titles.length, `${route} has feature cards`).toBeGreaterThan(0);
        for (const { lines, broken } of titles) {
          expect(broken, `${route}: "${lines.join(" / ")}" breaks inside a word`).toEqual([]);
          // Two words in a narrow card may take a line each; a longer title never leaves one alone.
          if (lines.join(" ").split(" ").length > 2)
            expect(lines.at(-1)?.split(" ").length, `${route}: "${lines.join(" / ")}"`).toBeGreaterThan(1);
        }
      }
    });
});

test.describe("home's product thumbnails (design review round 12)", () => {
  for (const width of [1440, 820, 390])
    test(`read as pictures of the products, not icons, at ${width} px`, async ({ openPage }) => {
      const page = await openPage({ viewport: { width, height: 900 } });
      for (const route of inEveryLanguage(["/"])) {
        await visit(page, route);
        await layOut(page);
        const thumbnails = page.locator("#services li a > :first-child");
        await expect(thumbnails).toHaveCount(products.length);
        for (const thumbnail of await thumbnails.all()) {
          const box = await thumbnail.boundingBox();
          // An icon's size was 72 by 45: now at least 112 by 70, framed by a firmer edge and a shadow.
          expect(box?.width, `${route}: a thumbnail's width`).toBeGreaterThanOrEqual(111);
          expect(box?.height, `${route}: a thumbnail's height`).toBeGreaterThanOrEqual(69);
          expect(await thumbnail.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
        }
      }
    });
});

// Design review round 13: squeezed into one row at 390 px, the chips' words touched their edges.
// A row that does not fit wraps, balanced (grids.spec.ts); each chip keeps a pill's room.
test.describe("category chips on a phone (design review round 13)", () => {
  test("each chip's word stands clear of its edges at 390 px, nothing to scroll", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 } });
    for (const route of inEveryLanguage(["/community-forum/", "/press-media/"])) {
      await visit(page, route);
      await settled(page);
      const chips = await page.locator("main [role='group'] button").evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const [box, words] = [button.getBoundingClientRect(), range.getBoundingClientRect()];
          return { label: button.textContent, room: Math.min(words.left - box.left, box.right - words.right) };
        }),
      );
      expect(chips.length, `${route} has its chips`).toBeGreaterThan(3);
      for (const chip of chips) expect(chip.room, `${route}: room beside "${chip.label}"`).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} scrolls sideways`).toBe(390);
    }
  });
});

test.describe("home's product navigator on a phone (design review round 12)", () => {
  for (const width of [390, 820])
    test(`fades at the edge with more beyond it, and shows its last label whole once scrolled to it, at ${width} px`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width, height: 844 }, reducedMotion: "reduce" });
      // The end fade's width (product-navigator.module.css).
      const fade = 64;
      for (const route of inEveryLanguage(["/"])) {
        await visit(page, route);
        await settled(page);
        const list = page.locator("[data-product-navigator] ol");
        const edges = () =>
          list.evaluate((row) => {
            const box = row.getBoundingClientRect();
            const links = [...row.querySelectorAll("a")].map((link) => link.getBoundingClientRect());
            const mask = getComputedStyle(row).maskImage;
            return { right: box.right, links, mask, more: row.scrollWidth > row.clientWidth + 1 };
          });
        const start = await edges();
        if (!start.more) {
          // A tablet's row holds all six: the fade lies over nothing, every label whole.
          expect(start.links.at(-1)?.right, `${route}: the last label clear of the fade`).toBeLessThanOrEqual(
            start.right - fade + 1,
          );
          expect(width, "a phone's row has more than the screen shows").toBeGreaterThan(640);
          continue;
        }
        expect(start.mask, `${route}: the row's edges fade`).toMatch(
          /^linear-gradient\(to right, (transparent|rgba\(0, 0, 0, 0\))/,
        );
        // A label runs under the fading end, read as going on.
        expect(
          start.links.some((link) => link.right > start.right - fade && link.left < start.right),
          `${route}: a label under the end's fade`,
        ).toBe(true);
        await list.evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: "instant" }));
        const end = await edges();
        const last = end.links.at(-1);
        expect(last && last.right, `${route}: the last label clear of the fade`).toBeLessThanOrEqual(
          end.right - fade + 1,
        );
      }
    });
});

// Design review round 13: in the case-study pop-up on a phone, the details line's second line began
// with its separator ("· Payments · 35% reduction…").
test.describe("a pop-up's details line (design review round 13)", () => {
  test("no line of a case study's details starts with a separator, at 390 px", async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 } });
    for (const route of inEveryLanguage(["/case-studies/"])) {
      await visit(page, route);
      const openers = page.locator("main article button");
      const count = await openers.count();
      expect(count, `${route} lists its case studies`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        await openers.nth(index).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        // The first character drawn on each line of the line under the picture.
        const starts = await dialog
          .locator("p")
          .first()
          .evaluate((meta) => {
            const walker = document.createTreeWalker(meta, NodeFilter.SHOW_TEXT);
            const firsts = new Map<number, string>();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (let at = 0; at < text.length; at += 1) {
                if (!text[at].trim()) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                const top = Math.round(range.getBoundingClientRect().top);
                if (!firsts.has(top)) firsts.set(top, text[at]);
              }
            }
            return [...firsts.values()];
          });
        expect(starts.length, `${route}: the details line is drawn`).toBeGreaterThan(0);
        expect(starts, `${route}: a line of case study ${index + 1}'s details`).not.toContain("·");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    }
  });
});
