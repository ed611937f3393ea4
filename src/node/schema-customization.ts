import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "../content-model/to-sdl";
import { contentFolder, localizedPath } from "../lib/languages";
import { readLanguages } from "./languages-file";

/** Where content lives (CONTENT_DIR overrides it, as in gatsby-config). */
const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? "content");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Images are shared by every language: a path like images/team/a.jpg names content/images/team/a.jpg
  // whether it is written in content/team.json or content/hi/team.json.
  actions.createFieldExtension({
    name: "fileByContentPath",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: { findOne: (q: object) => Promise<unknown> } },
        info: { fieldName: string },
      ) => {
        const value = source[info.fieldName];
        const find = (relative: string) =>
          context.nodeModel.findOne({
            type: "File",
            query: { filter: { absolutePath: { eq: path.join(contentDir(), relative) } } },
          });
        if (Array.isArray(value)) return Promise.all(value.map((item) => find(String(item))));
        return typeof value === "string" ? find(value) : null;
      },
    }),
  });
  // A page's address in its entry's language: the route with {field}s filled in, under the prefix.
  actions.createFieldExtension({
    name: "pagePath",
    args: { route: "String!" },
    extend: ({ route }: { route: string }) => ({
      resolve: (source: Record<string, unknown> & { fields?: { locale?: string } }) => {
        const filled = route.replace(/\{(\w+)\}/g, (_match, field: string) => String(source[field]));
        const locale = source.fields?.locale ?? "";
        const languages = readLanguages();
        return localizedPath(filled, contentFolder(languages, locale));
      },
    }),
  });
  actions.createTypes(typeDefs);
};
