// People, artwork and icons as a visitor sees them: each person shown with their own portrait,
// artwork of its own for each press release, case study and event, and every icon from the one
// icon set. The client wordmarks of the proof row: proof-and-rhythm.spec.ts.
import type { Page } from "@playwright/test";
import { readContent, team } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * Every image the selector finds, once the page has been scrolled through: its alternative text,
 * whether it loaded, the file it shows, how many distinct colours it has (on a coarse 4-bit grid)
 * and whether its centre differs from its corner. A drawn, shaded person (skin, hair, clothes and
 * their shadow tones over a background) has many colours and a face where the background is not;
 * a silhouette or a flat tile has two or three.
 */
async function shownImages(page: Page, selector: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await settled(page);
  return page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const loaded = image.complete && image.naturalWidth > 0;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 64;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      const colours = new Set<number>();
      let centreDiffers = false;
      if (loaded && context) {
        context.drawImage(image, 0, 0, 64, 64);
        const { data } = context.getImageData(0, 0, 64, 64);
        for (let i = 0; i < data.length; i += 4)
          colours.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
        const at = (x: number, y: number) => Array.from(data.slice((y * 64 + x) * 4, (y * 64 + x) * 4 + 3));
        const [centre, corner] = [at(32, 28), at(2, 2)];
        centreDiffers = centre.some((value, channel) => Math.abs(value - corner[channel]) > 24);
      }
      return {
        alt: image.alt,
        loaded,
        // gatsby-plugin-image keeps the source's name: /static/<hash>/<hash>/<name>.<format>.
        file: decodeURIComponent(new URL(image.currentSrc || image.src).pathname.split("/").pop() ?? ""),
        colours: colours.size,
        centreDiffers,
      };
    }),
  );
}

test.describe("people", () => {
  const routes = ["/team/", `/team/${team[0].slug}/`, "/testimonials/", "/feedback/"];
  for (const route of routes) {
    test(`${route}: every person is shown with their own portrait`, async ({ page }) => {
      await visit(page, route);
      // The testimonial carousel keeps its hidden slides in the page: they count too.
      const portraits = await shownImages(page, "main img[alt^='Portrait of ']");
      expect(portraits.length, "people are shown").toBeGreaterThan(0);
      for (const { alt, loaded, file, colours, centreDiffers } of portraits) {
        const name = alt.replace("Portrait of ", "");
        expect(file, `${name}'s picture is their portrait`).toMatch(new RegExp(`^${slug(name)}\\.(avif|webp|png)$`));
        expect(loaded, `${name}'s portrait loaded`).toBe(true);
        expect(colours, `${name}'s portrait is a shaded drawing, not a silhouette`).toBeGreaterThan(12);
        expect(centreDiffers, `${name}'s portrait has a face where the background is not`).toBe(true);
      }
    });
  }
});

test.describe("artwork", () => {
  const lists = [
    { route: "/press-media/", file: "press-releases.json", cards: "Press releases" },
    { route: "/case-studies/", file: "case-studies.json", cards: "Case studies" },
    { route: "/webinars/", file: "events.json", cards: "Upcoming events" },
    { route: "/blog/", file: "blog-posts.json", cards: "Recent posts" },
    { route: "/blog/", file: "blog-posts.json", cards: "In-depth articles" },
  ];
  for (const { route, file, cards } of lists) {
    test(`${route}: each of ${cards.toLowerCase()} has artwork of its own`, async ({ page }) => {
      const entries: { slug: string; image: string }[] = readContent(file);
      await visit(page, route);
      const images = await shownImages(page, `[aria-label="${cards}"] img:not([aria-hidden])`);
      expect(images.length).toBeGreaterThan(0);
      // A picture is served in the build's formats under its own name; a drawing (.svg) as it is.
      const baseName = (file: string) =>
        file
          .split("/")
          .pop()
          ?.replace(/\.\w+$/, "");
      const shown = images.map(({ file }) => baseName(file));
      for (const name of shown)
        expect(
          entries.some((entry) => baseName(entry.image) === name),
          `${name} is an entry's own`,
        ).toBe(true);
      await expect
        .poll(
          () =>
            page
              .locator(`[aria-label="${cards}"] img:not([aria-hidden])`)
              .evaluateAll((shown) =>
                (shown as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
              ),
          { message: "every card's artwork loads" },
        )
        .toBe(true);
      expect(new Set(shown).size, "no two entries share a picture").toBe(shown.length);
    });
  }
});

test("/careers: the studio artwork is shown under the team's story @phone", async ({ page }) => {
  const careers = readContent("careers.json");
  await visit(page, "/careers/");
  const images = await shownImages(page, "main img");
  expect(images.map(({ file }) => file.replace(/\.\w+$/, ""))).toContain(
    careers.image.split("/").pop().replace(".png", ""),
  );
  expect(images.every(({ loaded }) => loaded)).toBe(true);
});

test.describe("on a phone's screen (412 px wide, 1.75 device pixels a pixel, as Lighthouse's phone)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("/careers: the studio artwork comes at the width the screen needs, not the desk's", async ({ page }) => {
    await visit(page, "/careers/");
    const studio = page.locator("main picture img");
    await studio.scrollIntoViewIfNeeded();
    await expect
      .poll(() => studio.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    // The file's own width, from the candidate the browser took (naturalWidth is scaled by its density).
    const { natural, needed } = await studio.evaluate((image: HTMLImageElement) => {
      const candidates = [...(image.parentElement?.querySelectorAll("source, img") ?? [])].flatMap((element) =>
        (element.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(/\s+/)),
      );
      const taken = candidates.find(([url]) => new URL(url, location.href).href === image.currentSrc);
      return {
        natural: taken ? Number.parseInt(taken[1], 10) : Number.NaN,
        needed: image.getBoundingClientRect().width * window.devicePixelRatio,
      };
    });
    expect(natural, "sharp on this screen").toBeGreaterThanOrEqual(needed);
    expect(natural, "not the 1,152 px file a desk takes").toBeLessThan(1152);
  });
});

test.describe("icons", () => {
  const routes = [
    "/",
    "/careers/",
    "/security/",
    "/help-center/",
    "/technical-support/",
    "/contact/",
    "/testimonials/",
  ];
  for (const route of routes) {
    test(`${route}: every icon comes from the one icon set`, async ({ page }) => {
      await visit(page, route);
      const icons = await page.locator("svg").evaluateAll((svgs) =>
        svgs
          // The brand mark, in the links home, is the company's logo, not an icon.
          .filter((svg) => !svg.closest("a[href='/']"))
          // The page's hidden symbols are the set itself.
          .filter((svg) => !svg.hasAttribute("data-icon-symbols"))
          // An empty <svg> draws nothing: it gives a picture's box the image's shape (picture.tsx).
          .filter((svg) => svg.childElementCount > 0)
          // An icon is one <use> of a symbol in the page; anything else (a hand-drawn path) is shown as written.
          .map((svg) => {
            const use =
              svg.children.length === 1 && svg.firstElementChild?.localName === "use" ? svg.firstElementChild : null;
            const href = use?.getAttribute("href") ?? "";
            return use && document.querySelector(href)?.localName === "symbol" ? href : svg.outerHTML.slice(0, 120);
          }),
      );
      expect(icons.length).toBeGreaterThan(0);
      // The one set: Phosphor's drawings, the page's symbols (src/icons/symbols.ts, `npm run icons`).
      for (const icon of icons) expect(icon, "an icon from the set").toMatch(/^#icon-[a-z-]+$/);
    });
  }
});
