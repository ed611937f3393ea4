import fs from "fs";
import path from "path";
import { ValidationError, type AnySchema } from "yup";
import { contentModel } from "../content-model/model";
import type { ContentFile } from "../content-model/fields";
import { toYup } from "../content-model/to-yup";

type Entry = Record<string, unknown>;

/** How an editor recognises an array entry: its number and, when it has one, its name. */
function describeEntry(entries: unknown, index: number): string {
  const entry = Array.isArray(entries) ? (entries[index] as Entry | undefined) : undefined;
  const key = ["slug", "path", "name", "title"].find((k) => typeof entry?.[k] === "string");
  return key ? `entry ${index + 1} (${key} "${String(entry?.[key])}")` : `entry ${index + 1}`;
}

/** Turns a yup path like `[2].card.image` into `entry 3 (slug "payout"), field "card.image"`. */
function describePath(data: unknown, yupPath: string | undefined): string {
  const match = /^\[(\d+)\]\.?(.*)$/.exec(yupPath ?? "");
  if (match) {
    const where = describeEntry(data, Number(match[1]));
    return match[2] ? `${where}, field "${match[2]}"` : where;
  }
  return yupPath ? `field "${yupPath}"` : "the file";
}

/** yup's default messages start with the raw path, which describePath already says better. */
function withoutPath(error: ValidationError): string {
  return error.path && error.message.startsWith(`${error.path} `)
    ? error.message.slice(error.path.length + 1)
    : error.message;
}

function checkUnique(data: unknown, keys: string[]): string[] {
  if (!Array.isArray(data)) return [];
  return keys.flatMap((key) => {
    const seen = new Map<unknown, number>();
    return (data as Entry[]).flatMap((entry, index) => {
      const value = entry?.[key];
      if (value === undefined) return [];
      const first = seen.get(value);
      seen.set(value, first ?? index);
      return first === undefined
        ? []
        : [
            `${describeEntry(data, index)}, field "${key}": duplicate value "${String(value)}" (also used by entry ${first + 1})`,
          ];
    });
  });
}

interface ValidateOptions {
  /** static/ folder, to check that referenced videos exist. */
  staticDir?: string;
  /** Routes that must have an entry in pages.json (their metadata and h1 come from it). */
  requiredPaths?: string[];
}

/** What the build checks each file with, derived from the content model. */
const rules = contentModel.map((model) => ({ model, schema: toYup(model) }));

function checkFile(
  dir: string,
  { file, unique = [], length }: ContentFile,
  schema: AnySchema,
  options: ValidateOptions,
): string[] {
  const label = `content/${file}`;
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [`${label}: file is missing`];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    return [`${label}: not valid JSON (${(error as Error).message})`];
  }
  const problems: string[] = [];
  try {
    schema.validateSync(data, { abortEarly: false, strict: true, context: { dir, staticDir: options.staticDir } });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    problems.push(...inner.map((e) => `${describePath(data, e.path)}: ${withoutPath(e)}`));
  }
  if (length !== undefined && Array.isArray(data) && data.length !== length) {
    problems.push(`the file: must have exactly ${length} entries (has ${data.length})`);
  }
  problems.push(...checkUnique(data, unique));
  if (file === "pages.json" && Array.isArray(data)) problems.push(...checkRequiredPaths(data as Entry[], options));
  return problems.map((problem) => `${label}, ${problem}`);
}

function checkRequiredPaths(pages: Entry[], options: ValidateOptions): string[] {
  const present = new Set(pages.map((page) => page?.path));
  return (options.requiredPaths ?? [])
    .filter((route) => !present.has(route))
    .map(
      (route) =>
        `the file: needs an entry with "path": "${route}" (the page ${route} reads its title and heading from it)`,
    );
}

/** Every problem in content/, one line each, naming file, entry and field. Empty when all is well. */
export function validateContent(dir: string, options: ValidateOptions = {}): string[] {
  return rules.flatMap(({ model, schema }) => checkFile(dir, model, schema, options));
}
