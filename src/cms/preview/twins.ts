import type { ContentFile } from "../../content-model/fields";
import { twinProblems } from "../../content-model/twins";
import type { Language } from "../../lib/languages";
import { editedFiles } from "../content-files";

/*
 * The twins of the file being edited, checked in the CMS by the rule `npm run check:content`
 * runs (src/content-model/twins.ts), in its words: an English entry without its Hindi twin, a
 * Hindi entry without an English one, a language-independent value written differently.
 */

type Languages = readonly Pick<Language, "code">[];
/** Each language's data of one file, as the CMS holds it (a list file as { entries }), by language code. */
export type LanguageData = Record<string, unknown>;

/** The CMS holds a list file as { entries: [...] } (src/cms/content-files.ts); the rule reads the file's own root. */
const rootOf = (model: ContentFile, data: unknown) =>
  model.list ? (data as { entries?: unknown } | undefined)?.entries : data;

/**
 * The languages of an entry Decap hands a preview: the previewed locale's data (`data`) and the
 * other translations' drafts (`i18n.<code>.data`). Decap drops the default language's data when
 * it previews a translation (decap-cms-core's getPreviewEntry): that one is missing here.
 */
export function draftLanguages(
  entry: { data: unknown; i18n?: Record<string, { data?: unknown } | undefined> },
  locale: string,
  languages: Languages,
): LanguageData {
  const drafts = languages.flatMap(({ code }) => {
    if (code === locale) return [[code, entry.data]];
    const draft = entry.i18n?.[code]?.data;
    return code !== languages[0].code && draft !== undefined ? [[code, draft]] : [];
  });
  return Object.fromEntries(drafts) as LanguageData;
}

/**
 * What `npm run check:content` would say of a file's twins, given every language's data: each
 * translation compared with the default language, in the translation's file's name.
 */
export function twinProblemsOf(model: ContentFile, data: LanguageData, languages: Languages): string[] {
  if (model.shared) return [];
  const file = editedFiles([model], languages).get(`content/${model.file}`);
  if (!file) throw new Error(`CMS preview: no content file ${model.file}`);
  const [original, ...translations] = languages.map(({ code }) => code);
  return translations.flatMap((code) =>
    twinProblems(model, rootOf(model, data[original]), rootOf(model, data[code]), {
      original: file.files[original],
      translated: file.files[code],
    }),
  );
}
