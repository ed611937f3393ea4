// What search engines and link previews read: the HTML that `gatsby build` wrote, with
// JavaScript off, plus sitemap and robots.txt.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ALL_ROUTES, closePage, pageCopy, site, team, useSiteAndBrowser } from "./helpers.mjs";

const context = useSiteAndBrowser();
const SITE_URL = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const absolute = (route) => `${SITE_URL}${route}`;

/** The head and h1s of a route as served, without running any script. */
async function readStatic(route) {
  const browserContext = await context.browser.newContext({ javaScriptEnabled: false });
  const page = await browserContext.newPage();
  try {
    await page.goto(`${context.url}${route}`);
    return await page.evaluate(() => ({
      lang: document.documentElement.lang,
      titles: [...document.querySelectorAll("title")].map((t) => t.textContent),
      descriptions: [...document.querySelectorAll("meta[name='description']")].map((m) => m.content),
      canonicals: [...document.querySelectorAll("link[rel='canonical']")].map((l) => l.href),
      ogUrl: document.querySelector("meta[property='og:url']")?.content,
      ogImage: document.querySelector("meta[property='og:image']")?.content,
      ogType: document.querySelector("meta[property='og:type']")?.content,
      h1s: [...document.querySelectorAll("h1")].map((h) => h.textContent.trim()),
      mainText: document.querySelector("main")?.textContent ?? "",
      jsonLd: [...document.querySelectorAll("script[type='application/ld+json']")].map((s) => s.textContent),
    }));
  } finally {
    await closePage(page);
  }
}

describe("static HTML of every route", () => {
  const seen = new Map();
  for (const route of ALL_ROUTES) {
    it(`${route}: one title, description, canonical and h1, in the built HTML`, async () => {
      const html = await readStatic(route);
      assert.equal(html.lang, "en-IN");
      assert.equal(html.titles.length, 1, "one <title>");
      assert.equal(html.descriptions.length, 1, "one description");
      assert.ok(html.descriptions[0].length >= 50, "a real description");
      assert.deepEqual(html.canonicals, [absolute(route)]);
      assert.equal(html.ogUrl, absolute(route));
      assert.match(html.ogImage, new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/`));
      assert.equal(html.h1s.length, 1, "one h1");
      assert.ok(html.mainText.includes(html.h1s[0]), "the heading is in the HTML");
      const intro = pageCopy(route)?.intro;
      if (intro && !route.startsWith("/team/")) assert.ok(html.mainText.includes(intro), "the intro is in the HTML");
      assert.ok(!seen.has(html.titles[0]), `title "${html.titles[0]}" also used by ${seen.get(html.titles[0])}`);
      seen.set(html.titles[0], route);

      const blocks = html.jsonLd.map((text) => JSON.parse(text));
      const organization = blocks.find((block) => block["@type"] === "Organization");
      assert.equal(organization.name, site.name);
      assert.equal(organization.address.postalCode, "122001");
      assert.equal(organization.address.addressLocality, "Gurgaon");
      assert.equal(organization.contactPoint.telephone, site.phone);
      assert.equal(organization.contactPoint.email, site.email);
      assert.equal(organization.foundingDate, site.foundingDate);
      assert.equal(organization.sameAs.length, 4);
    });
  }

  it("applies the spec's title rules", async () => {
    const titles = {};
    for (const route of ["/", "/team", "/contact", "/company-overview", "/how-it-works", "/services", "/testimonials"]) {
      titles[route] = (await readStatic(route)).titles[0];
    }
    assert.equal(titles["/"], "Digital Payment Platform", "home never carries the team or contact title");
    assert.equal(titles["/team"], "Team");
    assert.equal(titles["/contact"], pageCopy("/contact").title);
    assert.equal(titles["/company-overview"], "Company Overview");
    assert.equal(titles["/how-it-works"], `${site.name} - How It Works`);
    assert.equal(titles["/services"], `${site.name} - Our Services`);
    assert.equal(titles["/testimonials"], pageCopy("/testimonials").title);
  });

  it("member pages carry Person and BreadcrumbList data and their own share image", async () => {
    for (const member of team) {
      const html = await readStatic(`/team/${member.slug}`);
      const blocks = html.jsonLd.map((text) => JSON.parse(text));
      const person = blocks.find((block) => block["@type"] === "Person");
      assert.equal(person.name, member.name);
      assert.equal(person.jobTitle, member.role);
      assert.equal(html.ogType, "profile");
      assert.match(html.ogImage, /\.jpg$/);
      assert.notEqual(html.ogImage, `${SITE_URL}/og/default.png`);
      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
      assert.deepEqual(crumbs.itemListElement.map((item) => item.name), ["Home", "Team", member.name]);
    }
  });
});

describe("sitemap and robots.txt", () => {
  it("the sitemap lists exactly the real routes, by absolute URL", async () => {
    const index = await (await fetch(`${context.url}/sitemap-index.xml`)).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const locs = [];
    for (const sitemap of sitemaps) {
      const xml = await (await fetch(`${context.url}${sitemap}`)).text();
      assert.match(xml, /^<\?xml/);
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    }
    assert.deepEqual(locs.sort(), ALL_ROUTES.map(absolute).sort());
  });

  it("robots.txt points at the sitemap", async () => {
    const response = await fetch(`${context.url}/robots.txt`);
    assert.equal(response.status, 200);
    const robots = await response.text();
    assert.match(robots, /^User-agent: \*/m);
    assert.ok(robots.includes(`Sitemap: ${SITE_URL}/sitemap-index.xml`));
  });

  it("the web manifest uses the brand colours and names the company", async () => {
    const manifest = await (await fetch(`${context.url}/manifest.webmanifest`)).json();
    assert.equal(manifest.name, site.name);
    assert.equal(manifest.theme_color, "#0a0e13");
    assert.ok(manifest.icons.some((icon) => icon.sizes === "512x512"));
  });
});
