import { jsonTypeName } from "./json-type-name";
import type { KeySet } from "./keys";
import {
  ANY_LINK,
  DATE,
  DATE_OR_DATE_TIME,
  EMAIL,
  PHONE,
  ROUTE,
  SLUG,
  artworkFileIn,
  imageFileIn,
  linkPattern,
  svgFileIn,
  type LinkKind,
  type Pattern,
} from "./patterns";

/**
 * The building blocks of the content model: plain data that to-sdl, to-yup and to-json-schema
 * read, so a field is declared once and means the same to GraphQL, the build and the editor.
 */

/** One check on a text value, in the order the build runs it. */
export type TextCheck =
  | ({ check: "pattern" } & Pattern)
  | { check: "oneOf"; values: string[] }
  /** One of a closed set's keys (a GraphQL enum value). */
  | { check: "key"; set: KeySet }
  /** A day that exists in the calendar (2026-02-31 does not), after its pattern matched. */
  | { check: "calendarDate" }
  /**
   * A path relative to content/ that must exist; a picture at least `min` pixels in size; an .svg
   * (where the field takes `drawings`) a drawing with a viewBox, so it scales to any box.
   */
  | { check: "fileExists"; min?: { width: number; height: number }; drawings?: boolean }
  /** A basename that must exist in static/videos as .webm and .mp4. */
  | { check: "videoExists" }
  /** The `key` of an entry of another file of the same language, e.g. a case study's slug. */
  | { check: "entryOf"; file: string; key: string };

interface Described {
  /** Shown in GraphiQL, typegen's comments and VS Code's hover. */
  description?: string;
  optional?: boolean;
  /**
   * Not translated: the same value in every language's file (a slug, an image, a link, a date,
   * a key, a number). The content check names every twin whose value differs; a CMS writes it
   * once and copies it (Decap's `i18n: duplicate`). Texts are translated.
   */
  languageIndependent?: boolean;
}

export interface TextField extends Described {
  kind: "text";
  /** What GraphQL resolves the text to: a File found by its relative path, a Date, an enum value, or the text. */
  graphql: "String" | "File" | "Date" | "Enum";
  /** The closed set of a key field: its GraphQL enum. */
  keySet?: KeySet;
  /**
   * A picture's folder, relative to content/ (images/people): the only place its files may be,
   * where a CMS looks them up and uploads new ones.
   */
  folder?: string;
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
  /** A list of labels: its entries' `key` fields hold every key of the set, each once. */
  everyKey?: KeySet;
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
  /**
   * Entries with a page of their own get a GraphQL field (`name`) holding that page's address in
   * the entry's language (/hi/team/aarav-malhotra/), made from `route` with {field} filled in.
   */
  page?: { name: string; route: string };
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
  rules: { unique?: (keyof F & string)[]; length?: number; page?: ContentFile["page"] } = {},
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

/** What GraphiQL and the JSON Schemas add to a language-independent field's description. */
export const SAME_IN_EVERY_LANGUAGE = "The same in every language: write the same value in each language's file.";

/** Not translated: the same in every language (see Described.languageIndependent). */
const same = <T extends Field>(field: T): T => ({ ...field, languageIndependent: true });

/** Text that is not empty and has no surrounding whitespace. */
export const text = (description?: string, options: TextOptions = {}) => textField(description, [], options);
/** Text that may be empty, taken exactly as written. */
export const rawText = (description?: string) => textField(description, [], { blank: true });
export const slug = (description?: string) => same(textField(description, [matching(SLUG)]));
export const route = (description?: string) => same(textField(description, [matching(ROUTE)]));
/** A calendar day, ISO 8601 (2026-08-01), a GraphQL Date: sortable, filterable (gt, lt) and formatted per language. */
export const date = (description?: string) =>
  same(textField(description, [matching(DATE), { check: "calendarDate" }], { graphql: "Date" }));
/** A day, or a day and time with its offset from UTC (2026-12-10T16:00:00+05:30) where the time matters. */
export const dateOrDateTime = (description?: string) =>
  same(textField(description, [matching(DATE_OR_DATE_TIME), { check: "calendarDate" }], { graphql: "Date" }));
export const phone = (description?: string) => same(textField(description, [matching(PHONE)]));
export const email = (description?: string) => same(textField(description, [matching(EMAIL)]));
export const pattern = (pattern: Pattern, description?: string) => same(textField(description, [matching(pattern)]));
export const link = (kinds: LinkKind[] = ANY_LINK, description?: string) =>
  same(textField(description, [matching(linkPattern(kinds))]));
export const url = (description?: string) => link(["https"], description);
export const oneOf = (values: string[], description?: string) =>
  same(textField(description, [{ check: "oneOf", values }]));
/** One key of a closed set: a GraphQL enum value, the same in every language; its label is in categories.json. */
export const key = (set: KeySet, description?: string) =>
  same(textField(description, [{ check: "key", set }], { graphql: "Enum", keySet: set }));
/**
 * A raster image in its folder of content/ (images/people), resolved by GraphQL to its File node.
 * Any of the common formats and any size from `min` up: the build crops it and makes every size
 * the page needs.
 */
const picture = (folder: string, description: string, min: { width: number; height: number }) =>
  textField(
    `${description} Any .jpg, .png, .webp or .avif of at least ${min.width} x ${min.height} px, in content/${folder}/.`,
    [matching(imageFileIn(folder)), { check: "fileExists", min }],
    { graphql: "File", folder },
  );
export const image = (folder: string, description: string, min: { width: number; height: number }) =>
  same(picture(folder, description, min));
/**
 * A picture, as `image`, or a drawing (.svg) served as it is, sharp at every size: for artwork
 * `npm run media` draws without words (blog covers), where an editor may still upload a picture.
 */
export const artwork = (folder: string, description: string, min: { width: number; height: number }) =>
  same(
    textField(
      `${description} An .svg drawing with a viewBox, or any .jpg, .png, .webp or .avif of at least ${min.width} x ${min.height} px, in content/${folder}/.`,
      [matching(artworkFileIn(folder)), { check: "fileExists", min, drawings: true }],
      { graphql: "File", folder },
    ),
  );
/** A video's poster: its first frame, which shows the words of its language's render. */
export const poster = picture;
/** A vector drawing (a wordmark) in its folder of content/, served as it is: its File node's publicURL. */
export const drawing = (folder: string, description?: string) =>
  same(textField(description, [matching(svgFileIn(folder)), { check: "fileExists" }], { graphql: "File", folder }));
/**
 * A video in static/videos. Each language names its own render: the Hindi pages show the render
 * with Hindi words in it (payout-hi), or the English one (payout) until there is one.
 */
export const video = (description?: string) => textField(description, [matching(SLUG), { check: "videoExists" }]);
/** Points at an entry of another file of the same language by its key, e.g. a case study by its slug. */
export const entryOf = (file: string, key: string, description?: string) =>
  same(textField(description, [matching(SLUG), { check: "entryOf", file, key }]));

export const int = (min: number, max?: number, description?: string): IntField =>
  same({ kind: "int", min, max, description });
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

/** The label each key of a closed set has in this language, every key once, in display order. */
export const labels = (set: KeySet, description: string): ListField => ({
  ...list(
    objectType(
      `${set.name}Label`,
      {
        key: key(set, `The key of the ${set.name} set, as entries write it.`),
        label: text("What visitors read for this key in this language: a filter button, a card's badge."),
      },
      `The label of one ${set.name} key in one language.`,
    ),
    description,
  ),
  everyKey: set,
});
