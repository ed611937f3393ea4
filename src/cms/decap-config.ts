import type { ContentFile, Field, ObjectType, TextField } from "../content-model/fields";
import { toJsonSchema, type JsonSchema } from "../content-model/to-json-schema";
import type { Language } from "../lib/languages";

/*
 * Decap CMS's collections, made from the content model as the GraphQL types, the validation and
 * the JSON Schemas are: labels from the field names, hints from the JSON Schemas' descriptions
 * (the same words VS Code shows), widgets from the field kinds, and every text's rules as the
 * model's own (the model-text widget runs them with the build's messages).
 */

/** The string and text widgets with the build's rules and messages (src/cms/model-text-widget.tsx). */
export const MODEL_TEXT_WIDGET = "model-text";
/**
 * Decap's global media folder (it wants one). Every picture field names its own (the model's
 * folder of that kind of picture, e.g. images/people): Decap looks a picture up, and uploads it,
 * in the field's folder only.
 */
export const MEDIA_FOLDER = "content/images";
export const PUBLIC_FOLDER = "images";

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  /** For the model-text widget: the model's text field, whose rules it runs. */
  rules?: TextField;
  multiline?: boolean;
  options?: string[];
  value_type?: "int";
  min?: number;
  max?: number;
  pattern?: [RegExp, string];
  choose_url?: boolean;
  /** A picture field's folder in the repository (/content/images/people) and as content names it (images/people). */
  media_folder?: string;
  public_folder?: string;
  field?: DecapField;
  fields?: DecapField[];
  summary?: string;
  collapsed?: boolean;
  /** Translated in each language's pane, or written once in the default language's (language-independent). */
  i18n: true | "duplicate";
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  /** Both languages side by side: every file of a collection with i18n. */
  i18n?: true;
  fields: DecapField[];
}

/** Decap's i18n: one file holds every language (src/cms/languages-backend.ts makes it of each language's file). */
export interface DecapI18n {
  structure: "single_file";
  locales: string[];
  default_locale: string;
}

export interface DecapCollection {
  name: string;
  label: string;
  format: "json";
  extension: "json";
  editor: { preview: boolean };
  i18n?: true;
  files: DecapFile[];
}

/** shortBio -> Short bio, press-releases -> Press releases. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return `${words[0].toUpperCase()}${words.slice(1)}`;
}

/** The CMS collection that holds a content file: its lists, its pages and copy, or the files every language shares. */
export const collectionOf = (model: Pick<ContentFile, "list" | "shared">) =>
  model.shared ? "shared" : model.list ? "lists" : "copy";
/** A content file's entry name in its collection: team.json -> team (Decap's slug for it). */
export const entryNameOf = (model: Pick<ContentFile, "file">) => model.file.replace(/\.json$/, "");

/** Texts an editor writes sentences or paragraphs into get a text area; keys, links and names a line. */
const MULTILINE =
  /bio|body|paragraph|description|message|feedback|notice|intro|answer|summary|quote|excerpt|content|closing|lead|text/i;

function textWidget(name: string, field: TextField, hint: string | undefined, i18n: DecapField["i18n"]): DecapField {
  const label = labelOf(name);
  const allowed = field.checks.flatMap((check) =>
    check.check === "key" ? check.set.keys : check.check === "oneOf" ? check.values : [],
  );
  if (allowed.length) return { name, label, hint, i18n, widget: "select", options: allowed, required: !field.optional };
  const [pattern] = field.checks.filter((check) => check.check === "pattern");
  if (field.folder && pattern?.check === "pattern")
    return {
      name,
      label,
      hint,
      i18n,
      widget: "image",
      choose_url: false,
      // From the repository's root ("/"), so content/hi/team.json's pictures are content/images/… too.
      media_folder: `/content/${field.folder}`,
      public_folder: field.folder,
      required: !field.optional,
      pattern: [fileNamePattern(pattern.source, field.folder), pattern.message],
    };
  const multiline = !pattern && MULTILINE.test(name);
  // Decap's presence check (in the build's words, src/cms/cms.tsx) and "(optional)" on the label;
  // a text that may be "" is not required by Decap: the widget holds it to being written.
  return {
    name,
    label,
    hint,
    i18n,
    widget: MODEL_TEXT_WIDGET,
    rules: field,
    required: !field.optional && !field.blank,
    ...(multiline ? { multiline } : {}),
  };
}

/**
 * Decap tests a file widget's pattern against the file's name alone (withFileControl's
 * getValidateValue); the folder is the widget's own media_folder. So the CMS gets the model's
 * pattern without its folder; the build still checks the whole path.
 */
function fileNamePattern(source: string, folder: string): RegExp {
  const prefix = `^${folder}/`;
  if (!source.startsWith(prefix))
    throw new Error(`CMS config: the picture pattern ${source} does not start with its folder ${prefix}`);
  return new RegExp(`^${source.slice(prefix.length)}`, "u");
}

/** The first text field of an entry: what a collapsed list item shows. */
function summaryOf(type: ObjectType): string | undefined {
  const names = Object.keys(type.fields);
  const first = ["slug", "name", "title", "key", "path", "label", "heading", "question"].find((name) =>
    names.includes(name),
  );
  return first && `{{fields.${first}}}`;
}

/**
 * A field's widget. Language-independent fields, and every field inside one, are Decap's
 * `duplicate`: shown in the default language's pane only (greyed in the others) and copied.
 */
function fieldOf(name: string, field: Field, schema: JsonSchema | undefined, inIndependent = false): DecapField {
  const hint = schema?.description;
  const independent = inIndependent || Boolean(field.languageIndependent);
  const i18n: DecapField["i18n"] = independent ? "duplicate" : true;
  switch (field.kind) {
    case "text":
      return textWidget(name, field, hint, i18n);
    case "int":
      return {
        name,
        label: labelOf(name),
        hint,
        i18n,
        widget: "number",
        value_type: "int",
        min: field.min,
        ...(field.max === undefined ? {} : { max: field.max }),
        required: !field.optional,
      };
    case "object":
      return {
        name,
        label: labelOf(name),
        hint,
        i18n,
        widget: "object",
        required: !field.optional,
        collapsed: true,
        fields: fieldsOf(field.type, schema, independent),
      };
    case "list": {
      const { of } = field;
      const base = {
        name,
        label: labelOf(name),
        hint,
        i18n,
        widget: "list",
        required: !field.optional,
        collapsed: true,
      };
      if ("kind" in of) return { ...base, field: fieldOf(name, of, schema?.items, independent) };
      const summary = summaryOf(of);
      return { ...base, fields: fieldsOf(of, schema?.items, independent), ...(summary ? { summary } : {}) };
    }
  }
}

function fieldsOf(type: ObjectType, schema: JsonSchema | undefined, inIndependent = false): DecapField[] {
  return Object.entries(type.fields).map(([name, field]) =>
    fieldOf(name, field, schema?.properties?.[name], inIndependent),
  );
}

/** One content file, at the default language's path; the CMS edits its languages there side by side. */
function fileOf(model: ContentFile): DecapFile {
  const schema = toJsonSchema(model);
  const base = entryNameOf(model);
  const fields: DecapField[] = model.list
    ? [
        {
          name: "entries",
          label: labelOf(base),
          hint: schema.description,
          i18n: true,
          widget: "list",
          collapsed: true,
          fields: fieldsOf(model.type, schema.items),
          ...(summaryOf(model.type) ? { summary: summaryOf(model.type) } : {}),
        },
      ]
    : fieldsOf(model.type, schema);
  return {
    name: base,
    label: labelOf(base),
    file: `content/${model.file}`,
    description: model.type.description,
    ...(model.shared ? {} : { i18n: true as const }),
    fields,
  };
}

/** Every language, default first, side by side in one file (languages.json's order). */
export function decapI18n(languages: readonly Pick<Language, "code">[]): DecapI18n {
  return { structure: "single_file", locales: languages.map(({ code }) => code), default_locale: languages[0].code };
}

/**
 * Three collections: pages and copy (the files holding one object), lists (the files of
 * entries), both with every language side by side, and the files every language shares
 * (languages.json), each file at the path the build reads its default language from.
 */
export function decapCollections(model: ContentFile[]): DecapCollection[] {
  const collection = (name: string, label: string, files: ContentFile[], i18n: boolean): DecapCollection => ({
    name,
    label,
    format: "json",
    extension: "json",
    editor: { preview: true },
    ...(i18n ? { i18n: true as const } : {}),
    files: files.map(fileOf),
  });
  const translated = model.filter((file) => !file.shared);
  return [
    collection(
      collectionOf({ list: false }),
      "Pages and copy",
      translated.filter((file) => !file.list),
      true,
    ),
    collection(
      collectionOf({ list: true }),
      "Lists",
      translated.filter((file) => file.list),
      true,
    ),
    collection(
      collectionOf({ list: true, shared: true }),
      "Every language",
      model.filter((file) => file.shared),
      false,
    ),
  ];
}
