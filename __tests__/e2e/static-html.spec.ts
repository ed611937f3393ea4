// What search engines and link previews read: the HTML that `gatsby build` wrote, with
// JavaScript off, plus sitemap and robots.txt.
import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { ALL_ROUTES, ROOT, contentPath, pageCopy, site, team } from "../support/site-data.mjs";
import { SITE_URL, absolute, readStatic, structuredData } from "./built-html";
import { expect, settled, test, visit } from "./fixtures";

test.describe("static HTML of every route", () => {
  // Each route's own head and h1 are every-route.spec.ts's, on the load its inlined-CSS check uses.
  test("every route's <title> is its own", async ({ request }) => {
    // The title as served, escaped as served: two routes whose titles read the same are written the same.
    const titleOf = new Map<string, string | undefined>();
    for (const route of ALL_ROUTES)
      titleOf.set(route, /<title[^>]*>([^<]*)<\/title>/.exec(await (await request.get(route)).text())?.[1]);
    for (const [route, title] of titleOf) {
      expect.soft(title, `${route}: a <title>`).toBeTruthy();
      const sharing = ALL_ROUTES.filter((other) => titleOf.get(other) === title);
      expect.soft(sharing, `${route}: routes titled "${title}"`).toEqual([route]);
    }
  });

  test("every icon on every route draws from a symbol its own HTML holds, once", async ({ request }) => {
    // The generated module (npm run icons), read as text: the specs load as ES modules, it as CommonJS.
    const symbols = fs.readFileSync(path.join(ROOT, "src/icons/symbols.ts"), "utf8").split("<symbol ").length - 1;
    for (const route of ALL_ROUTES) {
      const html = await (await request.get(route)).text();
      const uses = [...html.matchAll(/<use href="([^"]*)"/g)].map(([, href]) => href);
      expect.soft(uses.length, `${route}: icons drawn`).toBeGreaterThan(0);
      // No icon waits on a file of its own: a sprite fetched late cost home its blocking time.
      expect
        .soft(
          uses.filter((href) => !href.startsWith("#")),
          `${route}: icons from another file`,
        )
        .toEqual([]);
      for (const id of new Set(uses.map((href) => href.slice(1)))) {
        const holders = html.split(`id="${id}"`).length - 1;
        expect.soft(holders, `${route}: one element with the id "${id}"`).toBe(1);
        expect.soft(html, `${route}: the symbol "${id}"`).toContain(`<symbol id="${id}"`);
      }
      expect.soft(html.split("<symbol ").length - 1, `${route}: the symbols, once`).toBe(symbols);
    }
  });

  test("applies the spec's title rules", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    const titles: Record<string, string> = {};
    for (const route of [
      "/",
      "/team/",
      "/contact/",
      "/company-overview/",
      "/how-it-works/",
      "/services/",
      "/testimonials/",
    ]) {
      titles[contentPath(route)] = (await readStatic(page, route)).titles[0];
    }
    expect(titles["/"], "home never carries the team or contact title").toBe("Digital Payment Platform");
    expect(titles["/team"]).toBe("Team");
    expect(titles["/contact"]).toBe(pageCopy("/contact").title);
    expect(titles["/company-overview"]).toBe("Company Overview");
    expect(titles["/how-it-works"]).toBe(`${site.name} - How It Works`);
    expect(titles["/services"]).toBe(`${site.name} - Our Services`);
    expect(titles["/testimonials"]).toBe(pageCopy("/testimonials").title);
  });

  test("member pages carry Person and BreadcrumbList data and their own share image", async ({ openPage }) => {
    const page = await openPage({ javaScriptEnabled: false });
    for (const member of team) {
      const route = `/team/${member.slug}/`;
      const html = await readStatic(page, route);
      const blocks = structuredData(html.jsonLd);
      const person = blocks.find((block) => block["@type"] === "Person");
      expect(person.name).toBe(member.name);
      expect(person.url, "the profile's canonical URL").toBe(absolute(route));
      expect(person.jobTitle).toBe(member.role);
      expect(html.ogType).toBe("profile");
      expect(html.ogImage).toMatch(/\.jpg$/);
      expect(html.ogImage).not.toBe(`${SITE_URL}/og/default.png`);
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Team", member.name]);
      expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual(
        ["/", "/team/", route].map(absolute),
      );
    }
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists exactly the real routes, by absolute URL", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const locs: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await request.get(sitemap)).text();
      expect(xml).toMatch(/^<\?xml/);
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    }
    expect(locs.sort()).toEqual(ALL_ROUTES.map(absolute).sort());
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*/m);
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });

  test("a page links the web manifest once it has painted", async ({ page }) => {
    await page.goto("/hi/about-us/");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });

  test("React and the app ask Chromium to compile them as they download, off the main thread", async ({
    page,
    request,
  }) => {
    await page.goto("/trust/");
    // The scripts the page fetched once it had painted, as the browser recorded them.
    const loadScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => /^\/(app|framework)-\w+\.js$/.test(pathname)),
      );
    await expect.poll(loadScripts).toHaveLength(2);
    const scripts = await loadScripts();
    for (const script of scripts) {
      const firstLine = (await (await request.get(script)).text()).split("\n")[0];
      expect(firstLine, script).toBe("//# allFunctionsCalledOnLoad");
    }
  });

  test("a page's favicon is the logo mark, drawn from its head; /favicon.ico serves the rest", async ({
    page,
    request,
  }) => {
    await page.goto("/hi/privacy/");
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    const href = (await icon.getAttribute("href")) ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // Drawn as an image, the mark's lime tile shows above its stream.
    const pixel = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = Object.assign(document.createElement("canvas"), { width: 32, height: 32 });
      const context = canvas.getContext("2d");
      context?.drawImage(image, 0, 0, 32, 32);
      return [...(context?.getImageData(16, 4, 1, 1).data ?? [])];
    }, href);
    expect(pixel).toEqual([0xd5, 0xfd, 0x26, 0xff]);
    // Browsers without SVG favicons ask for /favicon.ico.
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\//);
  });

  test("the app icon at every size the manifest lists, /favicon.ico and the share image's corner are the header's logo mark", async ({
    page,
  }) => {
    await page.goto("/");
    // The loader links the manifest after the first paint.
    await page.locator('head link[rel="manifest"]').waitFor({ state: "attached" });
    // Each image drawn at `size` beside the header's own mark drawn at that size: how far apart
    // their colours are on average, 0 to 255 a channel (a different drawing is tens apart).
    const apart = await page.evaluate(async () => {
      const mark = document.querySelector("header a svg") as SVGSVGElement;
      const markSource = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(mark))}`;
      const pixels = async (src: string, size: number, crop?: { x: number; y: number; side: number }) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = Object.assign(document.createElement("canvas"), { width: size, height: size });
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        if (crop) context.drawImage(image, crop.x, crop.y, crop.side, crop.side, 0, 0, size, size);
        else context.drawImage(image, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data;
      };
      const distance = async (src: string, size: number, crop?: { x: number; y: number; side: number }) => {
        const [drawn, own] = [await pixels(src, size, crop), await pixels(markSource, size)];
        // Within the tile (its rounded corners show the share image's backdrop), colour only.
        let [sum, count] = [0, 0];
        for (let index = 0; index < drawn.length; index += 4) {
          if (own[index + 3] < 255) continue;
          for (let channel = 0; channel < 3; channel += 1)
            sum += Math.abs(drawn[index + channel] - own[index + channel]);
          count += 3;
        }
        return Math.round((sum / count) * 10) / 10;
      };
      const manifest = await (
        await fetch((document.querySelector('link[rel="manifest"]') as HTMLLinkElement).href)
      ).json();
      const result: Record<string, number> = {};
      for (const icon of manifest.icons as { src: string; sizes: string }[])
        result[icon.src] = await distance(new URL(icon.src, location.origin).href, Number.parseInt(icon.sizes, 10));
      result["/favicon.ico"] = await distance("/favicon.ico", 32);
      // The share images show the mark 120 px square, 96 px from the left and 150 from the top.
      for (const image of ["/og/default.png", "/og/default-hi.png"])
        result[image] = await distance(image, 120, { x: 96, y: 150, side: 120 });
      return result;
    });
    expect(Object.keys(apart)).toHaveLength(11);
    for (const [file, distance] of Object.entries(apart)) expect(distance, `${file} is the logo mark`).toBeLessThan(4);
  });

  test("a page with no share image of its own shares its language's: English or Hindi, each served", async ({
    openPage,
    request,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    const images = new Map<string, string | undefined>();
    for (const route of ["/privacy/", "/hi/privacy/", "/", "/hi/"])
      images.set(route, (await readStatic(page, route)).ogImage);
    expect(images.get("/privacy/")).toBe(`${SITE_URL}/og/default.png`);
    expect(images.get("/")).toBe(`${SITE_URL}/og/default.png`);
    expect(images.get("/hi/privacy/")).toBe(`${SITE_URL}/og/default-hi.png`);
    expect(images.get("/hi/")).toBe(`${SITE_URL}/og/default-hi.png`);
    const [english, hindi] = await Promise.all(
      ["/og/default.png", "/og/default-hi.png"].map(async (image) => {
        const response = await request.get(image);
        expect(response.status(), image).toBe(200);
        expect(response.headers()["content-type"], image).toBe("image/png");
        return response.body();
      }),
    );
    expect(hindi.equals(english), "the Hindi image is its own").toBe(false);
  });

  test("a Hindi page asks for its Devanagari font before Manrope, an English page for Manrope alone", async ({
    openPage,
  }) => {
    /** The font files a fresh visit to `route` asks for, in order, without their content hash. */
    const fontsOf = async (route: string) => {
      const page = await openPage();
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font")
          fonts.push(new URL(request.url()).pathname.replace(/-[0-9a-f]+\.woff2$/, ""));
      });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      return fonts;
    };
    expect(await fontsOf("/hi/privacy/")).toEqual(["/static/noto-sans-devanagari-subset", "/static/manrope-subset"]);
    expect(await fontsOf("/privacy/")).toEqual(["/static/manrope-subset"]);
  });

  test("the web manifest uses the brand colours and names the company", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toBe(site.name);
    expect(manifest.theme_color).toBe("#0a0e13");
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
  });
});

test.describe("a phone's first screen", () => {
  // On a phone these pages open with a hero poster or a list of cards whose first image is on the
  // first screen (the largest paint where the text above it is short, as on /hi/): it must be
  // asked for with the HTML, not once layout finds it.
  for (const route of [
    "/",
    "/hi/",
    "/services/",
    "/case-studies/",
    "/press-media/",
    "/webinars/",
    "/hi/case-studies/",
    "/blog/",
    "/hi/blog/",
  ]) {
    test(
      `${route}: the image on the first screen loads with the page, those below it wait until scrolled near`,
      {
        tag: "@phone-only",
      },
      async ({ page }) => {
        await page.goto(route);
        // Until the first paint lazy images are display: none, a zero box at the top (global.css), and
        // a page this small can reach its load event before it paints: measure the boxes a visitor sees.
        await expect(page.locator("html")).not.toHaveAttribute("data-before-paint");
        const fold = page.viewportSize()?.height ?? 0;
        const images = await page.locator("main picture img").evaluateAll((imgs) =>
          imgs
            // A picture this screen does not draw at all (About's on a phone) is neither.
            .filter((img) => img.getClientRects().length > 0)
            .map((img) => ({ top: img.getBoundingClientRect().top, loading: img.getAttribute("loading") })),
        );
        expect(images.filter((image) => image.top < fold).map((image) => image.loading)).toEqual(["eager"]);
        const below = images.filter((image) => image.top >= fold);
        expect(below.length).toBeGreaterThan(0);
        expect(below.every((image) => image.loading === "lazy")).toBe(true);
      },
    );
  }
});

test.describe("a wide screen's first screen", () => {
  // Beside the heading, the hero or product poster is asked for with the HTML at high priority: a
  // preload of another format or width than the <picture> picks would fetch the poster twice.
  for (const route of ["/", "/payout-platform/", "/hi/compliance-suite/"]) {
    test(`${route}: the poster preloaded with the HTML is the file its picture shows`, async ({ page }) => {
      await page.goto(route);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      const preloaded = ((await preload.getAttribute("imagesrcset")) ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0]);
      const poster = page.locator("main picture img").first();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
      const shown = new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      expect(preloaded).toContain(shown);
    });
  }
});

test.describe("off-screen images", () => {
  // Lazy images near the first screen (the cards under the first, the client wordmarks) are fetched
  // only once the page has painted, so they never share a slow connection with the first screen's
  // image and fonts (src/node/after-paint-loader.ts, global.css).
  const LAZY_ROUTES = ["/", "/hi/services/", "/testimonials/", "/hi/team/", "/hi/webinars/"];

  /** Each lazy image the browser has fetched, with when its request started, and the first paint. */
  const lazyFetches = (page: Page) =>
    page.evaluate(() => {
      const started = new Map(
        performance.getEntriesByType("resource").map((entry) => [entry.name, Math.round(entry.startTime)]),
      );
      const paint = performance.getEntriesByName("first-paint")[0]?.startTime;
      const fetched = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => ({ src: new URL(img.currentSrc).pathname, started: started.get(img.currentSrc) ?? -1 }));
      return { paint: paint === undefined ? undefined : Math.round(paint), fetched };
    });

  for (const route of LAZY_ROUTES) {
    test(`${route}: lazy images near the first screen are fetched after the first paint @phone`, async ({
      page,
      viewport,
    }) => {
      // On a phone, home's first lazy images (the proof row's partner logos) now sit further below the
      // first screen than Chromium's lazy-load distance, so none loads there; 1440 px still checks home.
      test.skip(route === "/" && (viewport?.width ?? 0) < 640, "no lazy image near a phone's first screen on /");
      await page.goto(route);
      await expect
        .poll(async () => (await lazyFetches(page)).fetched.length, { message: "lazy images near the screen load" })
        .toBeGreaterThan(0);
      const { paint, fetched } = await lazyFetches(page);
      expect(paint, "the browser reports the first paint").toBeDefined();
      expect(fetched.filter((image) => image.started < (paint ?? 0))).toEqual([]);
    });

    test(`${route}: holding the lazy images moves nothing else on the page @phone`, async ({ page }) => {
      // Settled: hydrated, every script and video source added, so only the mark changes the page.
      // Motion off: the 'What We Provide' band would otherwise have run on between the two measurements.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, route);
      await settled(page);
      await expect(page.locator("html")).not.toHaveAttribute("data-before-paint");
      // Every section laid out (as a jump to a fragment or keyboard focus lays them out, global.css).
      // A section waiting off screen is measured through forced updates that Chromium may answer
      // with its content's old style: home's contact text at the page's leading, not the closer one
      // home sets on main, made the first measurement 36 px taller than the second under load.
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("main, main *:not(img, source, script)")].map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return `${element.nodeName} ${x},${y} ${width}x${height}`;
          }),
        );
      const shown = await boxes();
      await page.evaluate(() => document.documentElement.setAttribute("data-before-paint", ""));
      const held = page.locator('img[loading="lazy"]');
      await expect(held.first()).toBeHidden();
      expect(await boxes()).toEqual(shown);
    });
  }

  for (const route of ["/", "/hi/team/", "/case-studies/"]) {
    test(`${route}: every picture's box has its image's shape before any image arrives, drawn without an image document @phone`, async ({
      page,
    }) => {
      // A data: SVG image is a document of its own that Chrome builds during the HTML parse.
      await page.route(/\.(avif|webp|jpe?g|png)(\?|$)/, (request) => request.abort());
      await page.goto(route);
      await expect(page.locator("html")).not.toHaveAttribute("data-before-paint");
      const boxes = await page.locator("main picture img").evaluateAll((imgs) =>
        imgs
          // A picture this screen does not draw at all (About's on a phone) has no box to keep.
          .filter((img) => (img.closest("picture")?.parentElement?.getClientRects().length ?? 0) > 0)
          .map((img) => {
            const box = img.closest("picture")?.parentElement?.getBoundingClientRect();
            // An art-directed <source> for this screen (the phone crop of a video's poster) states its own size.
            const drawn =
              [...(img.closest("picture")?.querySelectorAll("source[media][width][height]") ?? [])].find(
                (source) => matchMedia(source.getAttribute("media") ?? "").matches,
              ) ?? img;
            return {
              src: img.getAttribute("src"),
              loaded: (img as HTMLImageElement).naturalWidth > 0,
              shape: Number(drawn.getAttribute("height")) / Number(drawn.getAttribute("width")),
              width: box?.width ?? 0,
              height: box?.height ?? 0,
            };
          }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.loaded, `${box.src} was held back`).toBe(false);
        expect(box.width, `${box.src}'s box is as wide as its column or the image`).toBeGreaterThan(40);
        expect(Math.abs(box.height - box.width * box.shape), `${box.src}'s box has its shape`).toBeLessThan(1);
      }
      expect(await page.locator('img[src^="data:"]').count()).toBe(0);
    });
  }

  test("a visitor without JavaScript gets every lazy image on the first two screens @phone-only", async ({
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto("/hi/services/");
    await expect(page.locator("html")).toHaveAttribute("data-before-paint", "");
    const lazy = page.locator('main img[loading="lazy"]');
    await expect(lazy.first()).toBeVisible();
    // Chrome loads a lazy image once it is within 1,250 px of the screen: two screens are well inside.
    const nearImages = () =>
      lazy.evaluateAll((imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().top < 2 * window.innerHeight)
          .map((img) => ({ src: (img as HTMLImageElement).src, loaded: (img as HTMLImageElement).naturalWidth > 0 })),
      );
    expect((await nearImages()).length).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await nearImages()).filter((image) => !image.loaded)).toEqual([]);
  });
});
