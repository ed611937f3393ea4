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

/** A content file of one language: where it is and how messages name it. */
interface Located {
  /** The language's folder: content/ or content/<code>/. */
  folder: string;
  /** content/team.json or content/hi/team.json. */
  label: string;
}

function readJson(full: string): { data?: unknown; problem?: string } {
  if (!fs.existsSync(full)) return { problem: "file is missing" };
  try {
    return { data: JSON.parse(fs.readFileSync(full, "utf8")) as unknown };
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
}

function checkFile(
  dir: string,
  { file, unique = [], length }: ContentFile,
  schema: AnySchema,
  where: Located,
  options: ValidateOptions,
): string[] {
  const { data, problem } = readJson(path.join(where.folder, file));
  if (problem) return [`${where.label}: ${problem}`];
  const problems: string[] = [];
  try {
    schema.validateSync(data, {
      abortEarly: false,
      strict: true,
      context: { dir: where.folder, contentDir: dir, staticDir: options.staticDir },
    });
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
  return problems.map((p) => `${where.label}, ${p}`);
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

/** The language codes of content/languages.json, default first; broken entries are reported by its own rules. */
function languageCodes(dir: string): string[] {
  const { data } = readJson(path.join(dir, "languages.json"));
  if (!Array.isArray(data)) return [];
  return data.map((language) => (language as Entry)?.code).filter((code): code is string => typeof code === "string");
}

/** Every problem in content/, one line each, naming file, entry and field. Empty when all is well. */
export function validateContent(dir: string, options: ValidateOptions = {}): string[] {
  const codes = languageCodes(dir);
  const places: Located[] = codes.map((code, index) =>
    index === 0 ? { folder: dir, label: "content/" } : { folder: path.join(dir, code), label: `content/${code}/` },
  );
  const [home = { folder: dir, label: "content/" }, ...others] = places;
  return rules.flatMap(({ model, schema }) => {
    const at = (where: Located): Located => ({ ...where, label: `${where.label}${model.file}` });
    if (model.shared) return checkFile(dir, model, schema, at(home), options);
    return [
      ...checkFile(dir, model, schema, at(home), options),
      ...others.flatMap((where) => [
        ...checkFile(dir, model, schema, at(where), options),
        ...sameShape(path.join(home.folder, model.file), path.join(where.folder, model.file), at(home), at(where)),
      ]),
    ];
  });
}

/** Keys that name an array entry across languages: they stay the same in every language. */
const IDENTIFIERS = ["slug", "path"];

/**
 * A translation has the default language's shape: no field missing (yup refuses unknown ones), the same number of entries,
 * the same entries (by slug or path) in the same order. Values are the translator's, except
 * identifiers. Files that are missing or broken are reported by checkFile.
 */
function sameShape(originalFile: string, translatedFile: string, original: Located, translated: Located): string[] {
  const a = readJson(originalFile).data;
  const b = readJson(translatedFile).data;
  if (a === undefined || b === undefined) return [];
  return compareShape(a, b, "", b, original.label).map((p) => `${translated.label}, ${p}`);
}

function compareShape(
  original: unknown,
  translated: unknown,
  at: string,
  root: unknown,
  originalLabel: string,
): string[] {
  const where = (field: string) => (at ? `${at}.${field}` : field);
  if (Array.isArray(original)) {
    if (!Array.isArray(translated)) return [`${describePath(root, at)}: must be a list, as in ${originalLabel}`];
    const problems: string[] = [];
    if (original.length !== translated.length) {
      problems.push(
        `${describePath(root, at)}: has ${translated.length} entries where ${originalLabel} has ${original.length}`,
      );
    }
    translated.forEach((entry, index) => {
      const key = IDENTIFIERS.find((k) => typeof (entry as Entry)?.[k] === "string");
      const expected = original[index] as Entry | undefined;
      if (key && expected?.[key] !== (entry as Entry)[key]) {
        const known = original.some((o) => (o as Entry)?.[key] === (entry as Entry)[key]);
        problems.push(
          `${describePath(root, `${at}[${index}]`)}: ${
            known
              ? `is out of order (${originalLabel} has ${key} "${String(expected?.[key])}" here)`
              : `unknown ${key} (${originalLabel} has no entry with ${key} "${String((entry as Entry)[key])}")`
          }`,
        );
        return;
      }
      if (index < original.length)
        problems.push(...compareShape(original[index], entry, `${at}[${index}]`, root, originalLabel));
    });
    return problems;
  }
  if (original && typeof original === "object") {
    if (!translated || typeof translated !== "object") return [];
    const a = original as Entry;
    const b = translated as Entry;
    return [
      ...Object.keys(a)
        .filter((field) => !(field in b))
        .map((field) => `${describePath(root, where(field))}: missing (${originalLabel} has it)`),
      ...Object.keys(a)
        .filter((field) => field in b)
        .flatMap((field) => compareShape(a[field], b[field], where(field), root, originalLabel)),
    ];
  }
  return [];
}
