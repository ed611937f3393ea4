// The site as its content files describe it, for every kind of test that checks the build: the
// routes of the spec, the content the pages show and the tokens copy may contain.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

/**
 * Spec 2.1, route by route (the team profiles come from content, as the site builds them), each at
 * its one URL: a page is a folder of the build, served with a trailing slash on every host.
 */
export const STATIC_ROUTES = [
  "/",
  "/how-it-works/",
  "/about-us/",
  "/services/",
  "/digital-onboarding/",
  "/trust/",
  "/payout-platform/",
  "/bbps-features/",
  "/payment-aggregator/",
  "/compliance-suite/",
  "/team/",
  "/contact/",
  "/blog/",
  "/careers/",
  "/case-studies/",
  "/community-forum/",
  "/feedback/",
  "/help-center/",
  "/press-media/",
  "/technical-support/",
  "/testimonials/",
  "/webinars/",
  "/company-overview/",
  "/terms/",
  "/privacy/",
  "/security/",
  "/accessibility/",
];

/**
 * A content file, parsed.
 * @param {string} file name inside content/, e.g. "team.json"
 * @returns {any}
 */
export function readContent(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "content", file), "utf8"));
}

/** @type {{ slug: string, name: string, role: string, shortBio: string, longBio: string, image: string, linkedin?: string, email?: string }[]} */
export const team = readContent("team.json");
export const site = readContent("site.json");
/** @type {{ path: string, title: string, description: string, heading: string, intro?: string }[]} */
export const pages = readContent("pages.json");
/** @type {{ code: string, hreflang: string, label: string, intlLocale: string, ogLocale: string }[]} */
export const languages = readContent("languages.json");
/** Every language but the default, whose pages live under /<code>/ and whose content under content/<code>/. */
export const TRANSLATIONS = languages.slice(1);
/** The routes of the spec in the default language: the static ones and one profile per member. */
export const DEFAULT_ROUTES = [...STATIC_ROUTES, ...team.map((member) => `/team/${member.slug}/`)];
/**
 * A route of the default language in another (its code, e.g. "hi"): /team/ -> /hi/team/.
 * @param {string} route
 * @param {string} code
 */
export const inLanguage = (route, code) => `/${code}${route}`;
/** The Hindi (and any further language's) routes, the same screens under their prefix. */
export const TRANSLATED_ROUTES = TRANSLATIONS.flatMap(({ code }) =>
  DEFAULT_ROUTES.map((route) => inLanguage(route, code)),
);
/** Every route of every language: what the sweeps whose result depends on the words (axe, Nu checker, layout, links, headers) cover. */
export const ALL_ROUTES = [...DEFAULT_ROUTES, ...TRANSLATED_ROUTES];
/**
 * The default language's routes and a sample of each translation's (home, a list, a profile, a
 * form, a product page): for sweeps whose result does not depend on the words (focus order,
 * motion, serving), where the translation's full set would double the time and prove nothing new.
 */
export const SAMPLED_ROUTES = [
  ...DEFAULT_ROUTES,
  ...TRANSLATIONS.flatMap(({ code }) =>
    ["/", "/team/", `/team/${team[0].slug}/`, "/contact/", "/trust/"].map((route) => inLanguage(route, code)),
  ),
];
/**
 * A content file of a translation, parsed: content/<code>/<file>.
 * @param {string} code
 * @param {string} file
 * @returns {any}
 */
export function readTranslation(code, file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "content", code, file), "utf8"));
}
/**
 * The path content files key a route by (pages.json, services.json): its URL without the trailing slash.
 * @param {string} route
 */
export const contentPath = (route) => (route === "/" ? route : route.replace(/\/$/, ""));
/**
 * The URL of a page named by its content path (a menu's href, services.json's path): with the slash.
 * @param {string} path
 */
export const pageUrl = (path) => (path.endsWith("/") ? path : `${path}/`);

/**
 * The routes in `count` groups of about equal length, in order, for the all-routes sweeps: one test
 * per group, whose one page keeps its HTTP cache from route to route (a fresh page per route pays
 * again for every script and font), while the groups spread over the test workers.
 * @param {string[]} routes
 * @param {number} count
 * @returns {string[][]}
 */
export const inGroups = (routes, count) => {
  const size = Math.ceil(routes.length / count);
  return Array.from({ length: Math.ceil(routes.length / size) }, (_, index) =>
    routes.slice(index * size, (index + 1) * size),
  );
};

/**
 * The routes in two halves (`inGroups` of 2).
 * @param {string[]} routes
 * @returns {[string[], string[]]}
 */
export const halves = (routes) => /** @type {[string[], string[]]} */ (inGroups(routes, 2));

/**
 * Text as the site shows it: the {company} token replaced by the name.
 * @param {string} text
 */
export const withCompany = (text) => text.replaceAll("{company}", site.name);

const { grievanceOfficer: officer, address } = site;
/** What the {grievanceOfficer} token of privacy and help-centre copy shows: name, e-mail, phone, postal address. */
export const grievanceOfficer = `${officer.name}, ${officer.email}, ${officer.phone}, ${site.legalName}, ${address.streetAddress}, ${address.city}, ${address.region} ${address.postalCode}`;
/**
 * Policy copy as the site shows it, every token replaced: the company, the grievance officer and
 * the one set of response times.
 * @param {string} text
 */
export const withTokens = (text) =>
  withCompany(text)
    .replaceAll("{grievanceOfficer}", grievanceOfficer)
    .replaceAll("{acknowledgeWithin}", site.responseTimes.acknowledgeWithin)
    .replaceAll("{resolveWithin}", site.responseTimes.resolveWithin);
/**
 * The pages.json entry of a route, by its URL or content path.
 * @param {string} route
 */
export const pageCopy = (route) => {
  const copy = pages.find((page) => page.path === contentPath(route));
  if (!copy) throw new Error(`content/pages.json has no entry for ${route}`);
  return copy;
};
