import fs from "fs";
import path from "path";
import * as yup from "yup";
import type { ContentFile, Field, IntField, ObjectType, TextCheck, TextField } from "./fields";

/** What validate-content passes to every test: the content folder and static/. */
interface Context {
  /** The folder of the file's language: its categories.json. */
  dir?: string;
  /** content/ itself: image paths resolve from it in every language. */
  contentDir?: string;
  staticDir?: string;
}
const contextOf = (test: yup.TestContext) => (test.options.context ?? {}) as Context;

type Text = yup.StringSchema<string | undefined>;

/** The checks JSON Schema can also express are plain yup rules; the others look at files. */
function withCheck(schema: Text, check: TextCheck): Text {
  switch (check.check) {
    case "pattern":
      return schema.matches(new RegExp(check.source, "u"), {
        message: check.message,
        excludeEmptyString: check.skipEmpty,
      });
    case "oneOf":
      return schema.oneOf(check.values, `must be one of: ${check.values.join(", ")}`);
    case "fileExists":
      return schema.test("image-exists", "file ${value} does not exist", function exists(value) {
        const { contentDir } = contextOf(this);
        return !contentDir || !value || fs.existsSync(path.join(contentDir, value));
      });
    case "videoExists":
      return schema.test(
        "video-exists",
        "static/videos/${value}.webm and .mp4 must both exist",
        function exists(value) {
          const { staticDir } = contextOf(this);
          return (
            !staticDir ||
            !value ||
            [".webm", ".mp4"].every((extension) =>
              fs.existsSync(path.join(staticDir, "videos", `${value}${extension}`)),
            )
          );
        },
      );
    case "category":
      return schema.test("known-category", "", function known(value) {
        const { dir } = contextOf(this);
        const file = dir && path.join(dir, "categories.json");
        if (!file || !value || !fs.existsSync(file)) return true;
        const allowed = (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)[check.list];
        if (!Array.isArray(allowed) || allowed.includes(value)) return true;
        return this.createError({
          message: `must be one of the "${check.list}" categories in content/categories.json: ${allowed.join(", ")}`,
        });
      });
    case "entryOf":
      return schema.test("known-entry", "", function known(value) {
        const { dir } = contextOf(this);
        const file = dir && path.join(dir, check.file);
        if (!file || !value || !fs.existsSync(file)) return true;
        const entries: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
        const keys = Array.isArray(entries)
          ? entries.map((entry) => (entry as Record<string, unknown>)[check.key])
          : [];
        if (keys.includes(value)) return true;
        return this.createError({
          message: `must be the ${check.key} of an entry of content/${check.file}: ${keys.join(", ")}`,
        });
      });
  }
}

function textSchema(field: TextField): Text {
  if (field.blank) return field.optional ? yup.string().strict() : yup.string().strict().defined();
  const trimmed = yup.string().strict().trim();
  const required = field.optional ? trimmed : trimmed.required();
  const sized = required.min(field.minLength ?? 1);
  const bounded = field.maxLength === undefined ? sized : sized.max(field.maxLength);
  return field.checks.reduce(withCheck, bounded);
}

function intSchema(field: IntField): yup.NumberSchema<number | undefined> {
  const ranged = yup.number().strict().integer().min(field.min);
  const bounded = field.max === undefined ? ranged : ranged.max(field.max);
  return field.optional ? bounded : bounded.required();
}

function objectSchema(type: ObjectType) {
  const shape = Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, fieldSchema(field)]));
  return yup.object(shape).noUnknown(true, "unknown field ${unknown}").strict();
}

/**
 * An index field can only be checked against its sibling list from the array of entries; the
 * first entry that is out of range is reported, at its own path. An entry that is not an object
 * is reported by its own schema, so it is skipped here instead of crashing the check.
 */
function withIndexChecks<S extends yup.ArraySchema<yup.AnyObject[] | undefined, yup.AnyObject, unknown, yup.Flags>>(
  schema: S,
  type: ObjectType,
): S {
  return Object.entries(type.fields).reduce((checked, [name, field]) => {
    if (field.kind !== "int" || !field.indexOf) return checked;
    const { list, item } = field.indexOf;
    return checked.test(`${name}-in-range`, "", function inRange(entries) {
      const bad = (entries ?? []).findIndex((entry) => {
        const index = entry?.[name] as number | undefined;
        return index !== undefined && index >= ((entry?.[list] as unknown[] | undefined)?.length ?? 0);
      });
      return (
        bad < 0 ||
        this.createError({ path: `${this.path ?? ""}[${bad}].${name}`, message: `must be the index of ${item}` })
      );
    });
  }, schema);
}

function listSchema(of: ObjectType | TextField) {
  if ("kind" in of) return yup.array().of(textSchema(of).defined());
  return withIndexChecks(yup.array().of(objectSchema(of).required()), of);
}

function fieldSchema(field: Field): yup.AnySchema {
  switch (field.kind) {
    case "text":
      return textSchema(field);
    case "int":
      return intSchema(field);
    case "object":
      return field.optional ? objectSchema(field.type).default(undefined) : objectSchema(field.type).required();
    case "list":
      return field.optional ? listSchema(field.of).strict() : listSchema(field.of).required();
  }
}

/** The yup schema the build validates one content file with. */
export function toYup(file: ContentFile): yup.AnySchema {
  return file.list ? listSchema(file.type).required() : objectSchema(file.type);
}
