import type { ContentFile } from "../../content-model/fields";
import { twinProblems } from "../../content-model/twins";
import { contentFolder, type Language } from "../../lib/languages";
import { collectionOf, entryNameOf } from "../decap-config";
import { languageOfContentPath } from "./preview-language";

/*
 * The twins of the file being edited, checked in the CMS by the rule `npm run check:content`
 * runs (src/content-model/twins.ts), in its words: an English entry without its Hindi twin, a
 * Hindi entry without an English one, a language-independent value written differently.
 */

type Languages = readonly Pick<Language, "code">[];

/** Another language's copy of the file: where the CMS loads it from and how messages name it. */
export interface TwinFile {
  /** content/hi/team.json */
  label: string;
  /** The CMS collection and entry that hold it (hi-lists, team). */
  collection: string;
  entry: string;
}

const labelOf = (languages: Languages, code: string, model: ContentFile) => {
  const folder = contentFolder(languages, code);
  return `content/${folder ? `${folder}/` : ""}${model.file}`;
};

/** The files `path`'s twin rule compares it with: every translation of a default-language file, or a translation's original. */
export function twinFilesOf(path: string, model: ContentFile, languages: Languages): TwinFile[] {
  if (model.shared) return [];
  const [original] = languages;
  const { code } = languageOfContentPath(path, languages);
  const others = code === original.code ? languages.slice(1) : [original];
  return others.map((language) => ({
    label: labelOf(languages, language.code, model),
    collection: collectionOf(language.code, model),
    entry: entryNameOf(model),
  }));
}

/** The CMS holds a list file as { entries: [...] } (src/cms/json-formats.ts); the rule reads the file's own root. */
const rootOf = (model: ContentFile, data: unknown) =>
  model.list ? (data as { entries?: unknown } | undefined)?.entries : data;

/**
 * What `npm run check:content` would say of the twins of the file at `path` holding `data` (as
 * the editor has it now), given its twin files as last saved.
 */
export function twinProblemsOf(
  path: string,
  model: ContentFile,
  data: unknown,
  twins: { label: string; data: unknown }[],
  languages: Languages,
): string[] {
  const label = labelOf(languages, languageOfContentPath(path, languages).code, model);
  const edited = rootOf(model, data);
  const isOriginal = languageOfContentPath(path, languages).code === languages[0].code;
  return twins.flatMap((twin) =>
    isOriginal
      ? twinProblems(model, edited, rootOf(model, twin.data), { original: label, translated: twin.label })
      : twinProblems(model, rootOf(model, twin.data), edited, { original: twin.label, translated: label }),
  );
}
