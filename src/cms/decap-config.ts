import type { ContentFile, Field, ObjectType, TextField } from "../content-model/fields";
import { toJsonSchema, type JsonSchema } from "../content-model/to-json-schema";
import type { Language } from "../lib/languages";
import { contentFolder } from "../lib/languages";

/*
 * Decap CMS's collections, made from the content model as the GraphQL types, the validation and
 * the JSON Schemas are: labels from the field names, hints from the JSON Schemas' descriptions
 * (the same words VS Code shows), widgets from the field kinds, and every text's rules as the
 * model's own (the model-text widget runs them with the build's messages).
 */

/** Decap cannot edit a file whose root is an array: this format shows it as { entries: [...] }. */
export const ENTRIES_FORMAT = "json-entries";
/** The site's JSON layout (two spaces, final newline), for files holding one object. */
export const OBJECT_FORMAT = "json-object";
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
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  format: string;
  extension: "json";
  editor: { preview: boolean };
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

/** The CMS collection that holds a language's file: its lists, or its pages and copy. */
export const collectionOf = (code: string, model: Pick<ContentFile, "list">) =>
  `${code}-${model.list ? "lists" : "copy"}`;
/** A content file's entry name in its collection: team.json -> team (Decap's slug for it). */
export const entryNameOf = (model: Pick<ContentFile, "file">) => model.file.replace(/\.json$/, "");

/** Texts an editor writes sentences or paragraphs into get a text area; keys, links and names a line. */
const MULTILINE =
  /bio|body|paragraph|description|message|feedback|notice|intro|answer|summary|quote|excerpt|content|closing|lead|text/i;

function textWidget(name: string, field: TextField, hint: string | undefined): DecapField {
  const label = labelOf(name);
  const allowed = field.checks.flatMap((check) =>
    check.check === "key" ? check.set.keys : check.check === "oneOf" ? check.values : [],
  );
  if (allowed.length) return { name, label, hint, widget: "select", options: allowed, required: !field.optional };
  const [pattern] = field.checks.filter((check) => check.check === "pattern");
  if (field.folder && pattern?.check === "pattern")
    return {
      name,
      label,
      hint,
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

function fieldOf(name: string, field: Field, schema: JsonSchema | undefined): DecapField {
  const hint = schema?.description;
  switch (field.kind) {
    case "text":
      return textWidget(name, field, hint);
    case "int":
      return {
        name,
        label: labelOf(name),
        hint,
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
        widget: "object",
        required: !field.optional,
        collapsed: true,
        fields: fieldsOf(field.type, schema),
      };
    case "list": {
      const { of } = field;
      const base = { name, label: labelOf(name), hint, widget: "list", required: !field.optional, collapsed: true };
      if ("kind" in of) return { ...base, field: fieldOf(name, of, schema?.items) };
      const summary = summaryOf(of);
      return { ...base, fields: fieldsOf(of, schema?.items), ...(summary ? { summary } : {}) };
    }
  }
}

function fieldsOf(type: ObjectType, schema: JsonSchema | undefined): DecapField[] {
  return Object.entries(type.fields).map(([name, field]) => fieldOf(name, field, schema?.properties?.[name]));
}

/** One content file in one language's folder (content/team.json, content/hi/team.json). */
function fileOf(model: ContentFile, folder: string): DecapFile {
  const schema = toJsonSchema(model);
  const base = entryNameOf(model);
  const where = folder ? `${folder}/${model.file}` : model.file;
  const fields = model.list
    ? [
        {
          name: "entries",
          label: labelOf(base),
          hint: schema.description,
          widget: "list",
          collapsed: true,
          fields: fieldsOf(model.type, schema.items),
          ...(summaryOf(model.type) ? { summary: summaryOf(model.type) } : {}),
        },
      ]
    : fieldsOf(model.type, schema);
  return { name: base, label: labelOf(base), file: `content/${where}`, description: model.type.description, fields };
}

/**
 * Two collections per language, in languages.json's order: its single-object files (pages and
 * copy) and its files of entries (lists), each file at the path the build reads it from.
 * Files every language shares (languages.json) are in the default language's only.
 */
export function decapCollections(
  model: ContentFile[],
  languages: Pick<Language, "code" | "label">[],
): DecapCollection[] {
  return languages.flatMap((language) => {
    const folder = contentFolder(languages, language.code);
    const files = model.filter((file) => folder === "" || !file.shared);
    const collection = (label: string, format: string, list: boolean): DecapCollection => ({
      name: collectionOf(language.code, { list }),
      label: `${language.label}: ${label}`,
      format,
      extension: "json",
      editor: { preview: true },
      files: files.filter((file) => file.list === list).map((file) => fileOf(file, folder)),
    });
    return [collection("pages and copy", OBJECT_FORMAT, false), collection("lists", ENTRIES_FORMAT, true)];
  });
}
