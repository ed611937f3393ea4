// What search engines and link previews read of a route: the head and h1 of the HTML that
// `gatsby build` wrote, read in a page with JavaScript off.
import type { Page } from "@playwright/test";
import { TRANSLATIONS, contentPath, languages, pages, readTranslation, site } from "../support/site-data.mjs";
import { expect } from "./fixtures";

export const SITE_URL = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
export const absolute = (route: string) => `${SITE_URL}${route}`;

/** The head and h1s of the page as it stands (`page` has JavaScript off, so as served). */
export const staticHtml = (page: Page) =>
  page.evaluate(() => {
    const meta = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property='${property}']`)?.content;
    return {
      lang: document.documentElement.lang,
      titles: [...document.querySelectorAll("title")].map((t) => t.textContent ?? ""),
      descriptions: [...document.querySelectorAll<HTMLMetaElement>("meta[name='description']")].map((m) => m.content),
      canonicals: [...document.querySelectorAll<HTMLLinkElement>("link[rel='canonical']")].map((l) => l.href),
      ogUrl: meta("og:url"),
      ogImage: meta("og:image"),
      ogType: meta("og:type"),
      h1s: [...document.querySelectorAll("h1")].map((h) => (h.textContent ?? "").trim()),
      mainText: document.querySelector("main")?.textContent ?? "",
      jsonLd: [...document.querySelectorAll("script[type='application/ld+json']")].map((s) => s.textContent ?? ""),
    };
  });

/** The head and h1s of `route` as served, without running any script (`page` has JavaScript off). */
export async function readStatic(page: Page, route: string) {
  await page.goto(route);
  return staticHtml(page);
}

/** The JSON-LD blocks of a page, parsed (JSON content, hence any). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const structuredData = (jsonLd: string[]): any[] => jsonLd.map((text) => JSON.parse(text));

/**
 * Soft assertions, each naming `route`: one title, a real description, its canonical and share URLs,
 * one h1 that is in the HTML (and the intro), the Organization's facts in the route's language.
 */
export function expectStaticHtml(route: string, html: Awaited<ReturnType<typeof staticHtml>>) {
  // The language of the route's prefix: /hi/... is hi-IN, the rest the default's.
  const language = TRANSLATIONS.find(({ code }) => route.startsWith(`/${code}/`)) ?? languages[0];
  expect.soft(html.lang, route).toBe(language.hreflang);
  expect.soft(html.titles, `${route}: one <title>`).toHaveLength(1);
  expect.soft(html.descriptions, `${route}: one description`).toHaveLength(1);
  expect.soft(html.descriptions[0]?.length ?? 0, `${route}: a real description`).toBeGreaterThanOrEqual(50);
  expect.soft(html.canonicals, route).toEqual([absolute(route)]);
  expect.soft(html.ogUrl, route).toBe(absolute(route));
  expect.soft(html.ogImage, route).toMatch(new RegExp(`^${SITE_URL.replace(/[.]/g, "\\.")}/`));
  expect.soft(html.h1s, `${route}: one h1`).toHaveLength(1);
  expect.soft(html.mainText.includes(html.h1s[0]), `${route}: the heading is in the HTML`).toBe(true);
  const intro = pages.find((copy) => copy.path === contentPath(route))?.intro;
  if (intro && !contentPath(route).startsWith("/team/"))
    expect.soft(html.mainText.includes(intro), `${route}: the intro is in the HTML`).toBe(true);

  const organization = structuredData(html.jsonLd).find((block) => block["@type"] === "Organization");
  expect.soft(organization?.name, route).toBe(site.name);
  expect.soft(organization?.address.postalCode, route).toBe("122001");
  // Each language names the city in its own words (the Hindi pages: गुरुग्राम).
  const facts = language === languages[0] ? site : readTranslation(language.code, "site.json");
  expect
    .soft(organization?.address.addressLocality, route)
    .toBe(language === languages[0] ? "Gurgaon" : facts.address.city);
  expect.soft(organization?.contactPoint.telephone, route).toBe(site.phone);
  expect.soft(organization?.contactPoint.email, route).toBe(site.email);
  expect.soft(organization?.foundingDate, route).toBe(site.foundingDate);
  expect.soft(organization?.sameAs, route).toHaveLength(4);
}
