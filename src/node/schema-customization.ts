import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./schema";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
