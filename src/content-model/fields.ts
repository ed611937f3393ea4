import { jsonTypeName } from "./json-type-name";
import {
  ANY_LINK,
  DATE,
  EMAIL,
  IMAGE_FILE,
  SVG_FILE,
  PHONE,
  ROUTE,
  SLUG,
  linkPattern,
  type LinkKind,
  type Pattern,
} from "./patterns";

/**
 * The building blocks of the content model: plain data that to-sdl, to-yup and to-json-schema
 * read, so a field is declared once and means the same to GraphQL, the build and the editor.
 */

/** The lists of content/categories.json; each names the filter bar an item is filed under. */
export type CategoryList = "press" | "caseStudies" | "forum";

/** One check on a text value, in the order the build runs it. */
export type TextCheck =
  | ({ check: "pattern" } & Pattern)
  | { check: "oneOf"; values: string[] }
  | { check: "category"; list: CategoryList }
  /** A path relative to the JSON file (so to content/) that must exist. */
  | { check: "fileExists" }
  /** A basename that must exist in static/videos as .webm and .mp4. */
  | { check: "videoExists" };

interface Described {
  /** Shown in GraphiQL, typegen's comments and VS Code's hover. */
  description?: string;
  optional?: boolean;
}

export interface TextField extends Described {
  kind: "text";
  /** What GraphQL resolves the text to: a File found by its relative path, a Date, or the text. */
  graphql: "String" | "File" | "Date";
  /** May be "" and is taken as written, like a select's placeholder option. */
  blank?: boolean;
  minLength?: number;
  maxLength?: number;
  checks: TextCheck[];
}

export interface IntField extends Described {
  kind: "int";
  min: number;
  max?: number;
  /** The index of an item of a list field of the same object; `item` names one in messages. */
  indexOf?: { list: string; item: string };
}

export interface ObjectField extends Described {
  kind: "object";
  type: ObjectType;
}

export interface ListField extends Described {
  kind: "list";
  of: ObjectType | TextField;
}

export type Field = TextField | IntField | ObjectField | ListField;
export type Fields = Record<string, Field>;

/** A named shape: a GraphQL object type, a JSON-Schema object. */
export interface ObjectType {
  name: string;
  description?: string;
  fields: Fields;
}

export interface ContentFile {
  /** File name in the content folder, e.g. team.json. */
  file: string;
  /** Named after the file, as gatsby-transformer-json names its nodes (TeamJson). */
  type: ObjectType;
  /** An array of entries (one node each) rather than one object. */
  list: boolean;
  /** Array files: keys whose values must be unique across entries. */
  unique?: string[];
  /** Exact number of entries the screens are designed for. */
  length?: number;
  /** One file for every language (languages.json); other files exist once per language. */
  shared?: boolean;
}

export const objectType = (name: string, fields: Fields, description?: string): ObjectType => ({
  name,
  fields,
  description,
});

/** A file holding one object. */
export const single = (name: string, description: string, fields: Fields): ContentFile => ({
  file: `${name}.json`,
  type: objectType(jsonTypeName(name), fields, description),
  list: false,
});

/** A file holding an array of entries of the same shape. */
export const entries = <F extends Fields>(
  name: string,
  description: string,
  fields: F,
  rules: { unique?: (keyof F & string)[]; length?: number } = {},
): ContentFile => ({
  file: `${name}.json`,
  type: objectType(jsonTypeName(name), fields, description),
  list: true,
  ...rules,
});

export const optional = <T extends Field>(field: T): T => ({ ...field, optional: true });

interface TextOptions {
  minLength?: number;
  maxLength?: number;
}

const textField = (
  description: string | undefined,
  checks: TextCheck[],
  options: Partial<TextField> = {},
): TextField => ({
  kind: "text",
  graphql: "String",
  checks,
  description,
  ...options,
});
const matching = (pattern: Pattern): TextCheck => ({ check: "pattern", ...pattern });

/** Text that is not empty and has no surrounding whitespace. */
export const text = (description?: string, options: TextOptions = {}) => textField(description, [], options);
/** Text that may be empty, taken exactly as written. */
export const rawText = (description?: string) => textField(description, [], { blank: true });
export const slug = (description?: string) => textField(description, [matching(SLUG)]);
export const route = (description?: string) => textField(description, [matching(ROUTE)]);
export const date = (description?: string) => textField(description, [matching(DATE)], { graphql: "Date" });
export const phone = (description?: string) => textField(description, [matching(PHONE)]);
export const email = (description?: string) => textField(description, [matching(EMAIL)]);
export const pattern = (pattern: Pattern, description?: string) => textField(description, [matching(pattern)]);
export const link = (kinds: LinkKind[] = ANY_LINK, description?: string) =>
  textField(description, [matching(linkPattern(kinds))]);
export const url = (description?: string) => link(["https"], description);
export const oneOf = (values: string[], description?: string) => textField(description, [{ check: "oneOf", values }]);
/** Filed under one of the filter bar's categories, so no item hides behind a missing button. */
export const category = (list: CategoryList, description?: string) =>
  textField(description, [{ check: "category", list }]);
/** A raster image beside the content, resolved by GraphQL to its File node. */
export const image = (description?: string) =>
  textField(description, [matching(IMAGE_FILE), { check: "fileExists" }], { graphql: "File" });
/** A vector drawing (a wordmark) beside the content, served as it is: its File node's publicURL. */
export const drawing = (description?: string) =>
  textField(description, [matching(SVG_FILE), { check: "fileExists" }], { graphql: "File" });
export const video = (description?: string) => textField(description, [matching(SLUG), { check: "videoExists" }]);

export const int = (min: number, max?: number, description?: string): IntField => ({
  kind: "int",
  min,
  max,
  description,
});
export const count = (description?: string) => int(0, undefined, description);
/** Points at an item of another list of the same object, e.g. the accordion item open on load. */
export const indexOf = (list: string, item: string, description?: string): IntField => ({
  ...int(0, undefined, description),
  indexOf: { list, item },
});

export const object = (type: ObjectType, description?: string): ObjectField => ({ kind: "object", type, description });
export const list = (of: ObjectType | TextField, description?: string): ListField => ({
  kind: "list",
  of,
  description,
});
export const texts = (description?: string) => list(text(), description);
