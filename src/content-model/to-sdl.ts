import { contentModel } from "./model";
import { SAME_IN_EVERY_LANGUAGE, type ContentFile, type Field, type TextField } from "./fields";
import { keySetsOf, typesOf } from "./object-types";

/**
 * A File is found by its path relative to content/ in every language (schema-customization's
 * @fileByContentPath: Gatsby's @fileByRelativePath would look in content/hi/ for Hindi files),
 * and Dates are formatted on request.
 */
const DIRECTIVES: Record<TextField["graphql"], string> = {
  String: "",
  File: " @fileByContentPath",
  Date: " @dateformat",
  Enum: "",
};

/** Each type says which files its language comes from, so GraphiQL shows how to ask for one language. */
const localeDescription = (file: ContentFile) =>
  file.shared
    ? `Always the default language's code: content/${file.file} is one file for every language.`
    : `The language of this entry: a code of content/languages.json, taken from the folder of its file (content/${file.file} is the first, default language, en; content/hi/${file.file} is hi). allX queries return every language: filter by it, e.g. filter: { locale: { eq: "hi" } }.`;

const pageDescription = (file: ContentFile, route: string) =>
  `The address of this entry's own page in the entry's language, ready to link without a query on allSitePage: ${route} filled in from the entry of content/${file.file}, under the language's prefix for any language but the default (/hi/...), with a trailing slash.`;

/** JSON's string escapes are valid GraphQL string escapes. */
const described = (description: string | undefined, indent: string) =>
  description === undefined ? [] : [`${indent}${JSON.stringify(description)}`];

/** The GraphQL name of a text's type: its enum's for a key. */
const textType = (field: TextField) => (field.keySet ? field.keySet.name : field.graphql);

function fieldType(field: Field): string {
  const required = field.optional ? "" : "!";
  switch (field.kind) {
    case "text":
      return `${textType(field)}${required}${DIRECTIVES[field.graphql]}`;
    case "int":
      return `Int${required}`;
    case "object":
      return `${field.type.name}${required}`;
    case "list":
      return "kind" in field.of
        ? `[${textType(field.of)}!]${required}${DIRECTIVES[field.of.graphql]}`
        : `[${field.of.name}!]${required}`;
  }
}

/**
 * The GraphQL type definitions for createTypes: one `<File>Json` node type per content file
 * (gatsby-transformer-json's names), @dontInfer so only what the model declares exists, and the
 * model's descriptions, so GraphiQL and typegen's comments document every field.
 */
export function toSdl(files: ContentFile[]): string {
  const roots = new Map(files.map((file) => [file.type, file]));
  const blocks = typesOf(files).map((type) => {
    const node = roots.has(type) ? " implements Node @dontInfer" : "";
    const fields = Object.entries(type.fields).flatMap(([name, field]) => [
      ...described(
        field.languageIndependent ? `${field.description ?? ""} ${SAME_IN_EVERY_LANGUAGE}`.trim() : field.description,
        "  ",
      ),
      `  ${name}: ${fieldType(field)}`,
    ]);
    const file = roots.get(type);
    if (file)
      fields.push(...described(localeDescription(file), "  "), `  locale: String! @proxy(from: "fields.locale")`);
    if (file?.page)
      fields.push(
        ...described(pageDescription(file, file.page.route), "  "),
        `  ${file.page.name}: String! @pagePath(route: ${JSON.stringify(file.page.route)})`,
      );
    return [...described(type.description, ""), `type ${type.name}${node} {`, ...fields, "}"].join("\n");
  });
  const enums = keySetsOf(files).map((set) =>
    [...described(set.description, ""), `enum ${set.name} {`, ...set.keys.map((k) => `  ${k}`), "}"].join("\n"),
  );
  return `${[...blocks, ...enums].join("\n\n")}\n`;
}

export const typeDefs = toSdl(contentModel);
