import type { GatsbyNode } from "gatsby";
import { typeDefs } from "../content-model/to-sdl";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
