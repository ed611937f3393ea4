import { describePath } from "./describe-path";
import type { ContentFile, Field, ObjectType } from "./fields";

type Entry = Record<string, unknown>;

/** Keys that name an array entry in every language: the same in all of them. */
const IDENTIFIERS = ["slug", "path", "key"];

/** How a problem names a place: an entry of the file and a field inside it. */
export type Describe = (path: string) => string;

interface Twins {
  /** content/team.json */
  originalLabel: string;
  /** content/hi/team.json */
  translatedLabel: string;
  describe: Describe;
}

const shown = (value: unknown) => JSON.stringify(value);
export const isEntry = (value: unknown): value is Entry =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
/** The key that matches a list's entries across languages (slug, path or key), if every entry has one. */
export const identifierOf = (entries: unknown[]) =>
  IDENTIFIERS.find(
    (key) => entries.length > 0 && entries.every((entry) => typeof (entry as Entry)?.[key] === "string"),
  );

/**
 * A translation is the default language's file with its texts translated: every value the model
 * marks language-independent (slug, image, link, date, key, number) must be identical, and
 * entries with an identifier are matched by it, so one missing twin is one line naming its slug
 * and the file to add it to, not a cascade. Broken or missing files are reported by their own check.
 */
function compareTwins(file: ContentFile, original: unknown, translated: unknown, twins: Twins): string[] {
  if (file.list) return compareEntries(file.type, original, translated, "", twins);
  return compareObject(file.type, original, translated, "", twins);
}

function compareEntries(type: ObjectType, original: unknown, translated: unknown, at: string, twins: Twins): string[] {
  if (!Array.isArray(original) || !Array.isArray(translated)) return [];
  const key = identifierOf(original);
  if (!key) {
    const counted =
      original.length === translated.length
        ? []
        : [
            `${twins.describe(at)}: has ${translated.length} entries where ${twins.originalLabel} has ${original.length}`,
          ];
    const paired = translated.slice(0, original.length);
    return [
      ...counted,
      ...paired.flatMap((entry, index) => compareObject(type, original[index], entry, `${at}[${index}]`, twins)),
    ];
  }
  const ids = (entries: unknown[]) => entries.map((entry) => (entry as Entry)?.[key] as string);
  const theirs = ids(original);
  const ours = ids(translated);
  const list = at ? `, list "${at}"` : "";
  const missing = theirs
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !ours.includes(id))
    .map(
      ({ id, index }) =>
        `${twins.translatedLabel}${list}: the twin of ${twins.originalLabel}'s entry ${index + 1} (${key} "${id}") is missing: add it to this file, translated, as entry ${index + 1}`,
    );
  const extra = ours
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !theirs.includes(id))
    .map(
      ({ id, index }) =>
        `${twins.describe(`${at}[${index}]`)}: ${twins.originalLabel} has no entry with ${key} "${id}" (add it there first, or correct the ${key})`,
    );
  const common = theirs.filter((id) => ours.includes(id));
  const inOrder = ours.filter((id) => theirs.includes(id)).every((id, index) => id === common[index]);
  const order = inOrder
    ? []
    : [
        `${twins.translatedLabel}${list}: entries are in another order than in ${twins.originalLabel}; put them as there: ${common.join(", ")}`,
      ];
  const values = translated.flatMap((entry, index) => {
    const twin = original[theirs.indexOf(ours[index])];
    return twin === undefined ? [] : compareObject(type, twin, entry, `${at}[${index}]`, twins);
  });
  return [...missing, ...extra, ...order, ...values];
}

function compareObject(type: ObjectType, original: unknown, translated: unknown, at: string, twins: Twins): string[] {
  if (!isEntry(original) || !isEntry(translated)) return [];
  return Object.entries(type.fields).flatMap(([name, field]) => {
    const where = at ? `${at}.${name}` : name;
    if (!(name in original)) return [];
    if (!(name in translated)) return [`${twins.describe(where)}: missing (${twins.originalLabel} has it)`];
    return compareField(field, original[name], translated[name], where, twins);
  });
}

function compareField(field: Field, original: unknown, translated: unknown, at: string, twins: Twins): string[] {
  if (field.languageIndependent) {
    if (JSON.stringify(original) === JSON.stringify(translated)) return [];
    return [
      `${twins.describe(at)}: is ${shown(translated)} but ${twins.originalLabel} has ${shown(original)}; it is the same in every language, so write the same value in both`,
    ];
  }
  if (field.kind === "object") return compareObject(field.type, original, translated, at, twins);
  if (field.kind === "list" && !("kind" in field.of)) return compareEntries(field.of, original, translated, at, twins);
  if (
    field.kind === "list" &&
    Array.isArray(original) &&
    Array.isArray(translated) &&
    original.length !== translated.length
  )
    return [
      `${twins.describe(at)}: has ${translated.length} items where ${twins.originalLabel} has ${original.length}`,
    ];
  return [];
}

/**
 * Every way `translated` (content/hi/team.json) is not a twin of `original` (content/team.json),
 * one line each, named in the translated file, as `npm run check:content` prints them and the
 * CMS shows them.
 */
export function twinProblems(
  file: ContentFile,
  original: unknown,
  translated: unknown,
  labels: { original: string; translated: string },
): string[] {
  const problems = compareTwins(file, original, translated, {
    originalLabel: labels.original,
    translatedLabel: labels.translated,
    describe: (at) => `${labels.translated}, ${describePath(translated, at)}`,
  });
  return problems.map((p) => (p.startsWith(labels.translated) ? p : `${labels.translated}, ${p}`));
}
