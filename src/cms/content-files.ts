import type { ContentFile } from "../content-model/fields";
import { contentFolder, type Language } from "../lib/languages";
import { followOriginal } from "./translation-sync";

/*
 * The content files as the CMS edits them, and back. On disk every language has its own file
 * (content/team.json, content/hi/team.json); Decap edits a file's languages side by side only
 * when one file holds them all (i18n `single_file`: { "en": …, "hi": … }). So the CMS sees one
 * such file at the default language's path, and saving it writes each language's own file, in
 * the site's layout (two spaces, a final newline, which Prettier accepts). A list file is
 * { entries: [...] } to Decap, which cannot edit a file whose root is an array.
 */

type Languages = readonly Pick<Language, "code">[];

/** One content file as the CMS sees it: its path (the default language's) and each language's file. */
export interface EditedFile {
  model: ContentFile;
  /** content/team.json: the path of the CMS's entry. */
  path: string;
  /** Each language's file, default first: { en: "content/team.json", hi: "content/hi/team.json" }; one for a shared file. */
  files: Record<string, string>;
}

const layout = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every content file of the model, by the path the CMS knows it by. */
export function editedFiles(model: readonly ContentFile[], languages: Languages): Map<string, EditedFile> {
  return new Map(
    model.map((file) => {
      const codes = file.shared ? languages.slice(0, 1) : languages;
      const files = Object.fromEntries(
        codes.map(({ code }) => {
          const folder = contentFolder(languages, code);
          return [code, `content/${folder ? `${folder}/` : ""}${file.file}`];
        }),
      );
      return [`content/${file.file}`, { model: file, path: `content/${file.file}`, files }];
    }),
  );
}

/** A file's text as the data Decap edits: a list file's entries under `entries`. */
function toEditor(file: EditedFile, path: string, text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON (${(error as Error).message}): run npm run check:content`);
  }
  if (!file.model.list) return data;
  if (!Array.isArray(data)) throw new Error(`${path} must hold a list of entries: its root is not an array`);
  return { entries: data };
}

function fromEditor(file: EditedFile, data: unknown): unknown {
  return file.model.list ? ((data as { entries?: unknown } | undefined)?.entries ?? []) : data;
}

/** The text the CMS reads for a file: its languages' files joined ({ "en": …, "hi": … }), or a shared file's data. */
export function joinLanguages(file: EditedFile, texts: Record<string, string>): string {
  const data = (code: string) => {
    const path = file.files[code];
    if (texts[code] === undefined) throw new Error(`the CMS read no text for ${path}`);
    return toEditor(file, path, texts[code]);
  };
  const codes = Object.keys(file.files);
  if (file.model.shared) return JSON.stringify(data(codes[0]));
  return JSON.stringify(Object.fromEntries(codes.map((code) => [code, data(code)])));
}

/**
 * What the CMS saves for a file, as each language's file on disk: path -> text in the site's
 * layout. Every translation takes the default language's language-independent values.
 */
export function splitLanguages(file: EditedFile, text: string): Record<string, string> {
  const data = JSON.parse(text) as Record<string, unknown>;
  const [original, ...translations] = Object.keys(file.files);
  if (file.model.shared) return { [file.files[original]]: layout(fromEditor(file, data)) };
  const missing = Object.keys(file.files).filter((code) => !(code in data));
  if (missing.length)
    throw new Error(
      `the CMS saved ${file.path} without the language(s) ${missing.join(", ")}: is the collection's i18n structure still single_file?`,
    );
  const originalData = fromEditor(file, data[original]);
  return Object.fromEntries([
    [file.files[original], layout(originalData)],
    ...translations.map((code) => [
      file.files[code],
      layout(followOriginal(file.model, originalData, fromEditor(file, data[code]))),
    ]),
  ]);
}
