// What a route's page says: the heading its language's content gives it, and, on a translated page,
// no English beyond the allow-list of Latin-script terms Indian readers know as they are (issue 15).
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ROOT, TRANSLATIONS, contentPath, readContent, readTranslation } from "../support/site-data.mjs";

/** Latin-script words a Hindi page may show: product, technical and proper names (issue 15's allow-list). */
const hindiLatinTerms = JSON.parse(
  fs.readFileSync(path.join(ROOT, "__tests__/fixtures/hindi-latin-terms.json"), "utf8"),
) as string[];

/** The allow-list's terms, longest first, so "UPI Autopay" goes before "UPI". */
const allowed = [...hindiLatinTerms].sort((a, b) => b.length - a.length);

/** The Latin-script words of `text` beyond the allow-list and what is no word of a language. */
export const latinLeft = (text: string) =>
  allowed
    .reduce((rest, term) => rest.replaceAll(term, " "), text)
    // E-mail and web addresses and codes with digits (the CIN) are not words of a language.
    .replace(/\S+@\S+|\S+\.(in|com|org)\S*|\S*\d\S*/g, " ")
    .match(/[A-Za-z]{2,}(?:[ '-][A-Za-z]+)*/g) ?? [];

/**
 * What a visitor of a page in `hreflang` reads and hears: the text shown (live regions and
 * visually hidden text included) and the names and descriptions screen readers speak. Not what is
 * in another language (the switcher's link, with its own lang), nor the captcha's random letters
 * (translate="no"), nor what is hidden from everyone.
 */
export const visitorText = (page: Page, hreflang: string) =>
  page.evaluate((own) => {
    const foreign = [...document.querySelectorAll<HTMLElement>("body [lang], body [translate='no']")].filter(
      (element) => element.getAttribute("lang") !== own,
    );
    const displays = foreign.map((element) => element.style.display);
    for (const element of foreign) element.style.display = "none";
    const spoken = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.checkVisibility() || element.closest(".visually-hidden"))
      .flatMap((element) =>
        ["aria-label", "aria-roledescription", "aria-description", "alt", "title", "placeholder"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      );
    const text = `${document.body.innerText}\n${spoken.join("\n")}`;
    foreign.forEach((element, i) => (element.style.display = displays[i]));
    return text;
  }, hreflang);

/** The translation a route belongs to by its prefix (/hi/...), or undefined for the default language. */
export const translationOf = (route: string) => TRANSLATIONS.find(({ code }) => route.startsWith(`/${code}/`));

/** The h1 a route shows, any language's (/hi/team/ too), from that language's content. */
export function expectedHeading(route: string): string {
  const translation = translationOf(route);
  const read = (file: string) => (translation ? readTranslation(translation.code, file) : readContent(file));
  const withCompany = (text: string) => text.replaceAll("{company}", read("site.json").name);
  const path = contentPath(translation ? route.slice(translation.code.length + 1) : route);
  if (path === "/") return read("home.json").hero.headline;
  if (path === "/about-us" || path === "/company-overview") return withCompany(read("about.json").heading);
  const member = read("team.json").find((entry: { slug: string }) => `/team/${entry.slug}` === path);
  if (member) return member.name;
  return withCompany(read("pages.json").find((page: { path: string }) => page.path === path).heading);
}
