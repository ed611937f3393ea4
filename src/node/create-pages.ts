import path from "path";
import type { GatsbyNode } from "gatsby";
import { teamPath } from "../lib/team";

/** Spec 2.1: both routes show the same About block. */
export const ABOUT_PATHS = ["/about-us", "/company-overview"];

interface PagePathsResult {
  allTeamJson: { nodes: { slug: string }[] };
  allServicesJson: { nodes: { slug: string; path: string }[] };
}

/** The About routes, one profile page per team member and one standalone page per product. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagePathsResult>(`
    query PagePaths {
      allTeamJson {
        nodes {
          slug
        }
      }
      allServicesJson {
        nodes {
          slug
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read team members and services to create their pages", result.errors);
    return;
  }
  for (const pagePath of ABOUT_PATHS) {
    actions.createPage({
      path: pagePath,
      component: path.resolve("src/templates/about-page.tsx"),
      context: { pagePath },
    });
  }
  for (const { slug } of result.data.allTeamJson.nodes) {
    actions.createPage({
      path: teamPath(slug),
      component: path.resolve("src/templates/team-member.tsx"),
      context: { slug },
    });
  }
  for (const service of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: service.path,
      component: path.resolve("src/templates/service-page.tsx"),
      context: { slug: service.slug, pagePath: service.path },
    });
  }
};
