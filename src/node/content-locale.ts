import type { GatsbyNode, Node } from "gatsby";
import { readLanguages } from "./languages-file";

/**
 * Every content node knows its language from its file's folder: content/team.json is the
 * default language's (the first of languages.json), content/hi/team.json is "hi". Page queries
 * filter by it (`locale: { eq: $locale }`), so one type holds every language's entries.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.owner !== "gatsby-transformer-json" || !node.parent) return;
  const file = getNode(node.parent) as (Node & { relativeDirectory?: string }) | undefined;
  const folder = file?.relativeDirectory ?? "";
  actions.createNodeField({ node, name: "locale", value: folder === "" ? defaultLocale() : folder });
};

let cachedDefault: string | undefined;

/** The first code of content/languages.json (CONTENT_DIR overrides the folder, as in gatsby-config). */
function defaultLocale(): string {
  if (cachedDefault === undefined) cachedDefault = readLanguages()[0]?.code ?? "en";
  return cachedDefault;
}
