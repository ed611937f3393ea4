import fs from "fs";
import path from "path";
import { ValidationError, type AnySchema } from "yup";
import { contentModel } from "../content-model/model";
import type { ContentFile } from "../content-model/fields";
import { describeEntry, describePath } from "../content-model/describe-path";
import { twinProblems } from "../content-model/twins";
import { toYup } from "../content-model/to-yup";
import { parseJson } from "./json-syntax";
import { productNameProblems } from "./product-names";
import { staleUpcomingEvents } from "./stale-events";

type Entry = Record<string, unknown>;

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
  return parseJson(fs.readFileSync(full, "utf8"));
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

/** Warnings do not fail a check: upcoming events whose date has passed (by `now`), each in every language. */
export function contentWarnings(dir: string, now = new Date()): string[] {
  const [first, ...others] = languageCodes(dir);
  const folders = [
    { folder: dir, label: "content/" },
    ...others.map((code) => ({ folder: path.join(dir, code), label: `content/${code}/` })),
  ];
  return first === undefined
    ? []
    : folders.flatMap(({ folder, label }) =>
        staleUpcomingEvents(readJson(path.join(folder, "events.json")).data, `${label}events.json`, now),
      );
}

/** Every problem in content/, one line each, naming file, entry and field. Empty when all is well. */
export function validateContent(dir: string, options: ValidateOptions = {}): string[] {
  const codes = languageCodes(dir);
  const places: Located[] = codes.map((code, index) =>
    index === 0 ? { folder: dir, label: "content/" } : { folder: path.join(dir, code), label: `content/${code}/` },
  );
  const [home = { folder: dir, label: "content/" }, ...others] = places;
  const names = [home, ...others].flatMap(({ folder, label }) =>
    productNameProblems(
      readJson(path.join(folder, "services.json")).data,
      readJson(path.join(folder, "pages.json")).data,
      { services: `${label}services.json`, pages: `${label}pages.json` },
    ),
  );
  const files = rules.flatMap(({ model, schema }) => {
    const at = (where: Located): Located => ({ ...where, label: `${where.label}${model.file}` });
    if (model.shared) return checkFile(dir, model, schema, at(home), options);
    return [
      ...checkFile(dir, model, schema, at(home), options),
      ...others.flatMap((where) => [
        ...checkFile(dir, model, schema, at(where), options),
        ...sameShape(
          model,
          path.join(home.folder, model.file),
          path.join(where.folder, model.file),
          at(home),
          at(where),
        ),
      ]),
    ];
  });
  return [...files, ...names];
}

/** The twins of one file in the default language and another: what differs, named in the other's file. */
function sameShape(
  model: ContentFile,
  originalFile: string,
  translatedFile: string,
  original: Located,
  translated: Located,
): string[] {
  const a = readJson(originalFile).data;
  const b = readJson(translatedFile).data;
  if (a === undefined || b === undefined) return [];
  return twinProblems(model, a, b, { original: original.label, translated: translated.label });
}
