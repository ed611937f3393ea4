/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  buildSchema,
  GraphQLObjectType,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  type DefinitionNode,
} from "graphql";
import { contentModel } from "../../src/content-model/model";
import { keySetsOf, typesOf } from "../../src/content-model/object-types";
import { typeDefs } from "../../src/content-model/to-sdl";
import { jsonTypeName } from "../../src/content-model/json-type-name";

// The committed copy (content/schemas/schema.graphql) was first proven identical to the
// hand-written SDL it replaced; from now on a change to it shows in review as a schema change.
const committed = fs.readFileSync(path.resolve(__dirname, "../../content/schemas/schema.graphql"), "utf8");

/** What Gatsby (and schema-customization's extension) declares before it reads our typeDefs; graphql-js needs it to build them alone. */
const GATSBY_PRELUDE = `
  directive @dontInfer on OBJECT
  directive @dateformat(formatString: String, locale: String, fromNow: Boolean, difference: String) on FIELD_DEFINITION
  directive @proxy(from: String!, fromNode: Boolean) on FIELD_DEFINITION
  directive @fileByContentPath on FIELD_DEFINITION
  directive @pagePath(route: String!) on FIELD_DEFINITION
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
`;

/** Types, fields, nullability and descriptions as typegen sees them: Gatsby sorts the schema too. */
const printed = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(GATSBY_PRELUDE + sdl)));

/** printSchema leaves out applied directives; the AST printer keeps them, so compare that as well. */
const definitions = (sdl: string) => {
  const named = (node: DefinitionNode) => ("name" in node && node.name ? node.name.value : "");
  return [...parse(sdl).definitions].sort((a, b) => named(a).localeCompare(named(b))).map((node) => print(node));
};

describe("the GraphQL type definitions derived from the content model", () => {
  it("build the same schema as the committed content/schemas/schema.graphql", () => {
    expect(printed(typeDefs)).toBe(printed(committed));
  });

  it("apply the same directives, field by field, in the same order", () => {
    expect(definitions(typeDefs)).toEqual(definitions(committed));
  });

  it("declare one Node type per content file, named as gatsby-transformer-json names its nodes", () => {
    const schema = buildSchema(GATSBY_PRELUDE + typeDefs);
    for (const { file } of contentModel) {
      const type = schema.getType(jsonTypeName(file.replace(/\.json$/, "")));
      expect(type?.astNode).toMatchObject({
        kind: "ObjectTypeDefinition",
        interfaces: [{ name: { value: "Node" } }],
        directives: [{ name: { value: "dontInfer" } }],
      });
    }
  });

  it("document every content type, enum and field in GraphiQL, each in words of its own", () => {
    const schema = buildSchema(GATSBY_PRELUDE + typeDefs);
    const contentTypes = [...typesOf(contentModel), ...keySetsOf(contentModel)].map((type) =>
      schema.getType(type.name),
    );
    const undescribed: string[] = [];
    const descriptions: string[] = [];
    for (const type of contentTypes) {
      if (!type) throw new Error("a type of the model is missing from the schema");
      if (!type.description?.trim()) undescribed.push(type.name);
      const fields = type instanceof GraphQLObjectType ? Object.values(type.getFields()) : [];
      for (const field of fields) {
        if (!field.description?.trim()) undescribed.push(`${type.name}.${field.name}`);
        else descriptions.push(field.description);
      }
    }
    expect(undescribed).toEqual([]);
    // A description repeated on many types says nothing of any (the locale sentence once was).
    const counts = new Map<string, number>();
    descriptions.forEach((text) => counts.set(text, (counts.get(text) ?? 0) + 1));
    expect([...counts].filter(([, times]) => times > 5)).toEqual([]);
  });

  it("give team members and products the address of their page, and every node its language, documented", () => {
    const schema = buildSchema(GATSBY_PRELUDE + typeDefs);
    const team = schema.getType("TeamJson") as GraphQLObjectType;
    expect(team.getFields().path.description).toMatch(/\/team\/\{slug\}.*\/hi\//);
    expect((schema.getType("ServicesJson") as GraphQLObjectType).getFields().pagePath.type.toString()).toBe("String!");
    for (const { type, file } of contentModel.filter((model) => !model.shared)) {
      const locale = (schema.getType(type.name) as GraphQLObjectType).getFields().locale;
      expect(locale.description).toContain(`content/hi/${file}`);
    }
  });
});
