import { joinLanguages, splitLanguages, type EditedFile } from "./content-files";

/*
 * English and Hindi side by side in Decap, with each language's own file on disk. Decap edits a
 * files collection's languages together only as one file holding them all (i18n `single_file`),
 * so this wraps the git backends Decap registers (the local `proxy` of decap-server and `github`):
 * reading content/team.json gives Decap { "en": content/team.json, "hi": content/hi/team.json },
 * and saving it writes the two real files (src/cms/content-files.ts). Everything else (pictures,
 * login, the editorial workflow's branches) goes to Decap's backend unchanged.
 *
 * This leans on Decap's backend interface (decap-cms-core's src/backend.ts calling
 * `this.implementation.<method>`), which Decap does not document: every method and shape used
 * here is checked, and a change throws naming what it expected (docs/upgrading.md).
 */

/** A file as Decap's backends return it: getEntry's and entriesByFiles' items. */
interface LoadedFile {
  file: { path: string; label?: string; id?: string | null };
  data: string;
}
interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}
interface Diff {
  path: string;
  id: string | null;
  newFile: boolean;
}

/** The methods of Decap's backend implementation this wrapper takes over. */
export interface BackendImplementation {
  getEntry(path: string): Promise<LoadedFile>;
  entriesByFiles(files: { path: string; label?: string }[]): Promise<LoadedFile[]>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown): Promise<unknown>;
  unpublishedEntry(args: { id?: string; collection?: string; slug?: string }): Promise<{ diffs: Diff[] }>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string | null): Promise<string>;
}

const WRAPPED = [
  "getEntry",
  "entriesByFiles",
  "persistEntry",
  "unpublishedEntry",
  "unpublishedEntryDataFile",
] as const satisfies readonly (keyof BackendImplementation)[];

/** Decap's private interface changed: say what this file expected. */
const changed = (what: string) =>
  new Error(
    `Decap's backend interface changed: ${what} (src/cms/languages-backend.ts joins each content file's languages through it; see docs/upgrading.md)`,
  );

function checkLoaded(method: string, value: unknown): LoadedFile {
  const loaded = value as Partial<LoadedFile> | undefined;
  if (typeof loaded?.data !== "string" || typeof loaded.file?.path !== "string")
    throw changed(`${method} returned no { file: { path }, data: string }`);
  return loaded as LoadedFile;
}

/** The id of the one file Decap sees for an unpublished entry: each real file's id on the entry's branch. */
const joinIds = (ids: Record<string, string | null>) => JSON.stringify(ids);
function splitIds(id: string | null, file: EditedFile): Record<string, string | null> {
  try {
    const ids = JSON.parse(id ?? "{}") as Record<string, string | null>;
    return Object.fromEntries(Object.values(file.files).map((path) => [path, ids[path] ?? null]));
  } catch {
    throw changed(
      `unpublishedEntryDataFile was given the id ${String(id)} for ${file.path}, not the one unpublishedEntry made`,
    );
  }
}

/** Decap's backend implementation, with every content file's languages joined into one file for Decap. */
export function withLanguagesJoined<Backend extends object>(
  inner: Backend,
  files: ReadonlyMap<string, EditedFile>,
): Backend {
  const missing = WRAPPED.filter((method) => typeof (inner as Record<string, unknown>)[method] !== "function");
  if (missing.length) throw changed(`the backend has no ${missing.map((method) => `${method}()`).join(", ")}`);
  const backend = inner as unknown as BackendImplementation;
  const byRealPath = new Map(
    [...files.values()].flatMap((file) => Object.values(file.files).map((path) => [path, file] as const)),
  );

  /** The real files' texts, read by `read`, joined for Decap. */
  async function joined(file: EditedFile, read: (path: string) => Promise<string>): Promise<string> {
    const codes = Object.keys(file.files);
    const texts = await Promise.all(codes.map((code) => read(file.files[code])));
    return joinLanguages(file, Object.fromEntries(codes.map((code, index) => [code, texts[index]])));
  }

  /**
   * The published texts of many files in one call of Decap's entriesByFiles (one request to
   * decap-server for a whole collection, as Decap makes it), by path.
   */
  async function readPublished(paths: string[]): Promise<Map<string, string>> {
    const loaded = await backend.entriesByFiles(paths.map((path) => ({ path, label: path })));
    if (!Array.isArray(loaded)) throw changed("entriesByFiles(files) returned no list");
    const texts = new Map(loaded.map((file) => [checkLoaded("entriesByFiles(files)", file).file.path, file.data]));
    for (const path of paths) if (!texts.has(path)) throw new Error(`the CMS could not read ${path}`);
    return texts;
  }

  const overrides: BackendImplementation = {
    async getEntry(path) {
      const file = files.get(path);
      if (!file) return backend.getEntry(path);
      const texts = await readPublished(Object.values(file.files));
      return { file: { path }, data: await joined(file, (real) => Promise.resolve(texts.get(real)!)) };
    },

    async entriesByFiles(list) {
      const real = list.flatMap((entry) => {
        const file = files.get(entry.path);
        return file ? Object.values(file.files) : [entry.path];
      });
      const texts = await readPublished(real);
      return Promise.all(
        list.map(async (entry) => {
          const file = files.get(entry.path);
          if (!file) return { file: { ...entry }, data: texts.get(entry.path)! };
          return { file: { ...entry }, data: await joined(file, (path) => Promise.resolve(texts.get(path)!)) };
        }),
      );
    },

    async persistEntry(entry, options) {
      if (!Array.isArray(entry?.dataFiles)) throw changed("persistEntry(entry) was given no entry.dataFiles list");
      const dataFiles = entry.dataFiles.flatMap((dataFile) => {
        if (typeof dataFile.raw !== "string" || typeof dataFile.path !== "string")
          throw changed("persistEntry(entry)'s dataFiles hold no { path, raw: string }");
        const file = files.get(dataFile.path);
        if (!file) return [dataFile];
        if (dataFile.newPath && dataFile.newPath !== dataFile.path)
          throw new Error(`${file.path} cannot be renamed in the CMS (to ${dataFile.newPath})`);
        const { newPath: _unchanged, ...rest } = dataFile;
        return Object.entries(splitLanguages(file, dataFile.raw)).map(([path, raw]) => ({ ...rest, path, raw }));
      });
      return backend.persistEntry({ ...entry, dataFiles }, options);
    },

    async unpublishedEntry(args) {
      const entry = await backend.unpublishedEntry(args);
      if (!Array.isArray(entry?.diffs)) throw changed("unpublishedEntry() returned no diffs list");
      const joinedDiffs = new Map<EditedFile, Diff[]>();
      const diffs = entry.diffs.filter((diff) => {
        const file = byRealPath.get(diff.path);
        if (!file) return true;
        joinedDiffs.set(file, [...(joinedDiffs.get(file) ?? []), diff]);
        return false;
      });
      const joinedFiles = [...joinedDiffs].map(([file, changes]) => ({
        path: file.path,
        id: joinIds(Object.fromEntries(changes.map((diff) => [diff.path, diff.id]))),
        newFile: changes.every((diff) => diff.newFile),
      }));
      return { ...entry, diffs: [...joinedFiles, ...diffs] };
    },

    async unpublishedEntryDataFile(collection, slug, path, id) {
      const file = files.get(path);
      if (!file) return backend.unpublishedEntryDataFile(collection, slug, path, id);
      const ids = splitIds(id, file);
      // A language the branch did not change is read from the branch as it is (id null).
      return joined(file, async (real) => {
        const text = await backend.unpublishedEntryDataFile(collection, slug, real, ids[real]);
        if (typeof text !== "string") throw changed("unpublishedEntryDataFile() returned no text");
        return text;
      });
    },
  };

  return new Proxy(inner, {
    get(target, property, receiver) {
      if (typeof property === "string" && property in overrides)
        return overrides[property as keyof BackendImplementation];
      const value = Reflect.get(target, property, receiver) as unknown;
      // Decap's backends are classes: their own methods run on the backend itself.
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Decap's registry of backends (CMS.getBackend), as far as this file uses it. */
export interface BackendRegistry {
  getBackend(name: string): { init?: unknown } | undefined;
}

/**
 * Wraps the backend Decap registered as `name`, in place: Decap's local_backend switches the
 * backend's name to `proxy` itself (decap-cms-core's handleLocalBackend), and registerBackend
 * refuses a name already taken, so a backend of our own name could not serve `npm run cms`.
 */
export function joinLanguagesIn(registry: BackendRegistry, name: string, files: ReadonlyMap<string, EditedFile>) {
  const registered = registry.getBackend(name);
  const init = registered?.init;
  if (!registered || typeof init !== "function")
    throw changed(`CMS.getBackend("${name}") gave no { init(config, options) }`);
  registered.init = (...args: unknown[]) => {
    const backend = (init as (...initArgs: unknown[]) => unknown)(...args);
    if (!backend || typeof backend !== "object") throw changed(`CMS.getBackend("${name}").init() made no backend`);
    return withLanguagesJoined(backend, files);
  };
}
