import fs from "fs";
import path from "path";
import * as yup from "yup";
import type { ContentFile, Field, IntField, ListField, ObjectType, TextCheck, TextField } from "./fields";
import { drawingSize, imageSize } from "./image-size";
import type { KeySet } from "./keys";
import { textRules, type Text } from "./text-rules";

export { isCalendarDate, keyMessage } from "./text-rules";

/** What validate-content passes to every test: the content folder and static/. */
interface Context {
  /** The folder of the file being checked: content/ or a language's content/{code}/. */
  dir?: string;
  /** content/ itself: image paths resolve from it in every language. */
  contentDir?: string;
  staticDir?: string;
}
const contextOf = (test: yup.TestContext) => (test.options.context ?? {}) as Context;

/** The checks that read files: the build runs them, the CMS (in a browser) cannot. */
function withFileCheck(schema: Text, check: TextCheck): Text {
  switch (check.check) {
    case "fileExists":
      return schema.test("image-exists", "", function exists(value) {
        const { contentDir } = contextOf(this);
        if (!contentDir || !value) return true;
        const full = path.join(contentDir, value);
        // An .svg where the field takes drawings, or in a drawing field (no pixel size to check).
        const isDrawing = /\.svg$/i.test(value) && (check.drawings || !check.min);
        const drawing = "an .svg drawing with a viewBox";
        const pictures = check.min
          ? `any .jpg, .png, .webp or .avif of at least ${check.min.width} x ${check.min.height} px`
          : "";
        const wanted = isDrawing
          ? ` (${drawing})`
          : pictures && ` (${check.drawings ? `${drawing}, or ${pictures}` : pictures})`;
        if (!fs.existsSync(full))
          return this.createError({
            message: `file content/${value} does not exist: put the picture there${wanted}, or correct the path`,
          });
        // A drawing is served as it is and scaled by the browser: it needs a viewBox, not pixels.
        if (isDrawing) {
          if (drawingSize(fs.readFileSync(full, "utf8"))) return true;
          return this.createError({
            message: `content/${value} is not a drawing that can scale: its <svg> element needs a viewBox, e.g. viewBox="0 0 960 540"`,
          });
        }
        if (!check.min) return true;
        const size = imageSize(fs.readFileSync(full));
        if (!size)
          return this.createError({
            message: `content/${value} is not a picture the build can read: save it as .jpg, .png, .webp or .avif${check.drawings ? ", or draw it as .svg" : ""}`,
          });
        if (size.width >= check.min.width && size.height >= check.min.height) return true;
        return this.createError({
          message: `content/${value} is ${size.width} x ${size.height} px, too small: it must be at least ${check.min.width} x ${check.min.height} px (the build makes the smaller sizes and crops from it)`,
        });
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
    default:
      return schema;
  }
}

const textSchema = (field: TextField): Text => textRules(field, withFileCheck);

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

/** A list of labels holds every key of its set, each once, so no filter button or badge lacks words. */
function withEveryKey<S extends yup.ArraySchema<yup.AnyObject[] | undefined, yup.AnyObject, unknown, yup.Flags>>(
  schema: S,
  set: KeySet | undefined,
): S {
  if (!set) return schema;
  return schema.test("every-key", "", function everyKey(entries) {
    const keys = (entries ?? []).map((entry) => entry?.key as unknown);
    const missing = set.keys.filter((k) => !keys.includes(k));
    const twice = set.keys.filter((k) => keys.indexOf(k) !== keys.lastIndexOf(k));
    if (!missing.length && !twice.length) return true;
    const said = [
      missing.length ? `has no label for ${missing.join(", ")}` : "",
      twice.length ? `labels ${twice.join(", ")} more than once` : "",
    ].filter(Boolean);
    return this.createError({ message: `${said.join(" and ")}: every ${set.name} key needs one label` });
  });
}

function listSchema(of: ObjectType | TextField, everyKey?: KeySet) {
  if ("kind" in of) return yup.array().of(textSchema(of).defined());
  return withEveryKey(withIndexChecks(yup.array().of(objectSchema(of).required()), of), everyKey);
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
      return field.optional
        ? listSchema(field.of).strict()
        : listSchema(field.of, (field as ListField).everyKey).required();
  }
}

/** The yup schema the build validates one content file with. */
export function toYup(file: ContentFile): yup.AnySchema {
  return file.list ? listSchema(file.type).required() : objectSchema(file.type);
}
