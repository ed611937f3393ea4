import path from "path";
import type { GatsbyNode, Page } from "gatsby";
import { localizedPath, translationsOf, type Language, type LanguageContext } from "../lib/languages";
import { teamPath } from "../lib/team";
import { readLanguages } from "./languages-file";

/** Spec 2.1: both routes show the same About block. */
export const ABOUT_PATHS = ["/about-us", "/company-overview"];

interface PagePathsResult {
  allTeamJson: { nodes: { slug: string }[] };
  allServicesJson: { nodes: { slug: string; path: string }[] };
}

/** Gatsby's 404 file keeps its name in every language: /404.html, /hi/404.html. */
function pathIn(route: string, prefix: string): string {
  if (!route.endsWith(".html")) return localizedPath(route, prefix);
  return prefix ? `/${prefix}${route}` : route;
}

/** The page of `route` in each language, each with its language context. */
function inEveryLanguage(languages: Language[], route: string): { path: string; context: LanguageContext }[] {
  const translations = translationsOf(route, languages).map((t, index) => ({
    ...t,
    path: pathIn(route, index === 0 ? "" : languages[index].code),
  }));
  return languages.map((language, index) => ({
    path: translations[index].path,
    context: { locale: language.code, intlLocale: language.intlLocale, translations },
  }));
}

/**
 * src/pages are written once: each is remade with the default language's context and copied
 * under every other language's prefix (/contact/ -> /hi/contact/), so no page file is duplicated.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<LanguageContext> | undefined)?.locale || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page as Page);
  const languages = readLanguages();
  for (const copy of inEveryLanguage(languages, page.path)) {
    const prefix = copy.context.locale === languages[0].code ? "" : copy.context.locale;
    // Gatsby's client falls back to /404.html for any unknown path, which would swap a Hindi 404
    // for the English one (and rewrite the address): a language's 404 page claims its prefix.
    const matchPath = prefix && page.path === "/404/" ? `/${prefix}/*` : page.matchPath;
    actions.createPage({ ...page, path: copy.path, matchPath, context: { ...page.context, ...copy.context } });
  }
};

/** The About routes, one profile page per team member and one standalone page per product, in every language. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const languages = readLanguages();
  // The slugs are the same in every language (the content check makes sure); the default's are read.
  const result = await graphql<PagePathsResult>(
    `
      query PagePaths($locale: String!) {
        allTeamJson(filter: { locale: { eq: $locale } }) {
          nodes {
            slug
          }
        }
        allServicesJson(filter: { locale: { eq: $locale } }) {
          nodes {
            slug
            path
          }
        }
      }
    `,
    { locale: languages[0].code },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read team members and services to create their pages", result.errors);
    return;
  }
  const create = (route: string, template: string, context: Record<string, unknown>) => {
    for (const copy of inEveryLanguage(languages, route)) {
      actions.createPage({
        path: copy.path,
        component: path.resolve(template),
        context: { ...context, ...copy.context },
      });
    }
  };
  for (const pagePath of ABOUT_PATHS) create(pagePath, "src/templates/about-page.tsx", { pagePath });
  for (const { slug } of result.data.allTeamJson.nodes) {
    create(teamPath(slug), "src/templates/team-member.tsx", { slug });
  }
  for (const service of result.data.allServicesJson.nodes) {
    create(service.path, "src/templates/service-page.tsx", { slug: service.slug, pagePath: service.path });
  }
};
