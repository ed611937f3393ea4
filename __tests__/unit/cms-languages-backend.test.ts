/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModel } from "../../src/content-model/model";
import { editedFiles } from "../../src/cms/content-files";
import { joinLanguagesIn, withLanguagesJoined, type BackendImplementation } from "../../src/cms/languages-backend";

const root = path.resolve(__dirname, "../..");
const text = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const languages = JSON.parse(text("content/languages.json")) as { code: string }[];
const files = editedFiles(contentModel, languages);
const layout = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type Team = { slug: string; name: string; role: string; image: string }[];

/**
 * Decap's backend as the wrapper meets it: a class (its methods use `this`), today's content as
 * its repository, an editorial-workflow branch holding `branch`, and every write recorded.
 */
class FakeBackend implements BackendImplementation {
  repository = new Map<string, string>();
  branch = new Map<string, string>();
  written: { path: string; raw: string; slug: string }[][] = [];
  constructor() {
    for (const file of files.values())
      for (const real of Object.values(file.files)) this.repository.set(real, text(real));
  }
  private read(path: string) {
    const found = this.repository.get(path);
    if (found === undefined) throw new Error(`no ${path}`);
    return found;
  }
  getEntry(path: string) {
    return Promise.resolve({ file: { path, id: `sha-of-${path}` }, data: this.read(path) });
  }
  entriesByFiles(list: { path: string; label?: string }[]) {
    return Promise.resolve(list.map((file) => ({ file, data: this.read(file.path) })));
  }
  persistEntry(
    entry: { dataFiles: { path: string; raw: string; slug: string }[]; assets: unknown[] },
    _options: unknown,
  ) {
    this.written.push(entry.dataFiles);
    return Promise.resolve();
  }
  unpublishedEntry(_args: { collection?: string; slug?: string }) {
    return Promise.resolve({
      collection: "lists",
      slug: "team",
      diffs: [...this.branch.keys()].map((path) => ({ path, id: `sha-of-${path}`, newFile: false })),
    });
  }
  unpublishedEntryDataFile(_collection: string, _slug: string, path: string, id: string | null) {
    return Promise.resolve(id === null ? this.read(path) : (this.branch.get(path) ?? "missing"));
  }
  getMedia(folder: string) {
    return Promise.resolve([`${folder} of ${this.repository.size} files`]);
  }
}

const english = JSON.parse(text("content/team.json")) as Team;
const hindi = JSON.parse(text("content/hi/team.json")) as Team;

describe("the CMS's backend with each content file's languages joined", () => {
  it("reads content/team.json as one file of both languages, a list file's entries under entries, in one read", async () => {
    const fake = new FakeBackend();
    const reads: string[][] = [];
    const read = fake.entriesByFiles.bind(fake);
    fake.entriesByFiles = (list) => {
      reads.push(list.map((file) => file.path));
      return read(list);
    };
    const backend = withLanguagesJoined(fake, files);
    const loaded = await backend.getEntry("content/team.json");
    expect(loaded.file.path).toBe("content/team.json");
    expect(JSON.parse(loaded.data)).toEqual({ en: { entries: english }, hi: { entries: hindi } });
    const home = JSON.parse((await backend.getEntry("content/home.json")).data) as Record<string, unknown>;
    expect(home).toEqual({ en: JSON.parse(text("content/home.json")), hi: JSON.parse(text("content/hi/home.json")) });
    // A collection's files, both languages each, in one call (one request to decap-server).
    const listed = await backend.entriesByFiles([
      { path: "content/team.json", label: "Team" },
      { path: "content/events.json" },
    ]);
    expect(listed.map((file) => [file.file, Object.keys(JSON.parse(file.data) as object)])).toEqual([
      [{ path: "content/team.json", label: "Team" }, ["en", "hi"]],
      [{ path: "content/events.json" }, ["en", "hi"]],
    ]);
    expect(reads.at(-1)).toEqual([
      "content/team.json",
      "content/hi/team.json",
      "content/events.json",
      "content/hi/events.json",
    ]);
    // A file every language shares is its own data; anything else is Decap's backend's.
    expect(JSON.parse((await backend.entriesByFiles([{ path: "content/languages.json" }]))[0].data)).toEqual({
      entries: languages,
    });
    await expect(backend.getEntry("content/images/people/x.jpg")).rejects.toThrow("no content/images/people/x.jpg");
    // Methods the wrapper leaves alone run on Decap's backend itself.
    expect(await (backend as unknown as FakeBackend).getMedia("content/images")).toEqual([
      `content/images of ${new FakeBackend().repository.size} files`,
    ]);
  });

  it("saves one edit of both languages as the two real files, in the site's layout, Hindi taking English's language-independent values", async () => {
    const fake = new FakeBackend();
    const backend = withLanguagesJoined(fake, files);
    const newMember = { ...english[0], slug: "new-member", name: "New Member" };
    const edited = {
      en: {
        entries: [
          { ...english[0], role: "Chief Executive", image: "images/people/new.png" },
          ...english.slice(1),
          newMember,
        ],
      },
      // Decap does not copy a duplicate field inside a list: Hindi still has the old picture.
      hi: { entries: [{ ...hindi[0], role: "मुख्य कार्यकारी" }, ...hindi.slice(1)] },
    };
    await backend.persistEntry(
      { dataFiles: [{ path: "content/team.json", slug: "team", raw: JSON.stringify(edited, null, 2) }], assets: [] },
      {},
    );
    expect(fake.written).toEqual([
      [
        { path: "content/team.json", slug: "team", raw: layout(edited.en.entries) },
        {
          path: "content/hi/team.json",
          slug: "team",
          raw: layout([
            { ...hindi[0], role: "मुख्य कार्यकारी", image: "images/people/new.png" },
            ...hindi.slice(1),
            // A new English entry gets its Hindi twin, a copy to translate in the Hindi pane.
            newMember,
          ]),
        },
      ],
    ]);
  });

  it("shows an editorial-workflow branch's changes to either language as the one file, read from the branch", async () => {
    const fake = new FakeBackend();
    const changedHindi = [{ ...hindi[0], role: "प्रमुख" }, ...hindi.slice(1)];
    fake.branch.set("content/hi/team.json", layout(changedHindi));
    fake.branch.set("content/images/people/new.png", "png");
    const backend = withLanguagesJoined(fake, files);
    const entry = await backend.unpublishedEntry({ collection: "lists", slug: "team" });
    expect(entry.diffs).toEqual([
      {
        path: "content/team.json",
        id: JSON.stringify({ "content/hi/team.json": "sha-of-content/hi/team.json" }),
        newFile: false,
      },
      { path: "content/images/people/new.png", id: "sha-of-content/images/people/new.png", newFile: false },
    ]);
    const data = await backend.unpublishedEntryDataFile("lists", "team", entry.diffs[0].path, entry.diffs[0].id);
    // English, unchanged on the branch, is read there by path (id null).
    expect(JSON.parse(data)).toEqual({ en: { entries: english }, hi: { entries: changedHindi } });
    await expect(backend.unpublishedEntryDataFile("lists", "team", "content/team.json", "not-ours")).rejects.toThrow(
      "Decap's backend interface changed: unpublishedEntryDataFile was given the id not-ours",
    );
  });

  it("fails loudly, naming Decap's method, when Decap's backend interface is not what it expects", async () => {
    const { unpublishedEntryDataFile: _gone, ...withoutMethod } = {
      ...Object.fromEntries(
        Object.getOwnPropertyNames(FakeBackend.prototype).map((name) => [name, () => Promise.resolve()]),
      ),
    } as Record<string, unknown>;
    expect(() => withLanguagesJoined(withoutMethod, files)).toThrow(
      "Decap's backend interface changed: the backend has no unpublishedEntryDataFile()",
    );
    const fake = new FakeBackend();
    fake.entriesByFiles = () => Promise.resolve([{ content: "{}" }]) as never;
    await expect(withLanguagesJoined(fake, files).getEntry("content/team.json")).rejects.toThrow(
      "Decap's backend interface changed: entriesByFiles(files) returned no { file: { path }, data: string }",
    );
    await expect(
      withLanguagesJoined(new FakeBackend(), files).persistEntry({ files: [] } as never, {}),
    ).rejects.toThrow("persistEntry(entry) was given no entry.dataFiles list");
    await expect(
      withLanguagesJoined(new FakeBackend(), files).persistEntry(
        {
          dataFiles: [{ path: "content/team.json", slug: "team", raw: JSON.stringify({ entries: english }) }],
          assets: [],
        },
        {},
      ),
    ).rejects.toThrow("without the language(s) en, hi: is the collection's i18n structure still single_file?");
    const wrongRoot = new FakeBackend();
    wrongRoot.repository.set("content/hi/team.json", "{}");
    await expect(withLanguagesJoined(wrongRoot, files).getEntry("content/team.json")).rejects.toThrow(
      "content/hi/team.json must hold a list of entries: its root is not an array",
    );
  });

  it("wraps Decap's registered backends in place, and names the registry's change", () => {
    const registered = { init: (_config: unknown) => new FakeBackend() };
    joinLanguagesIn({ getBackend: (name) => (name === "proxy" ? registered : undefined) }, "proxy", files);
    const backend = registered.init({}) as unknown as BackendImplementation;
    return backend.getEntry("content/team.json").then((loaded) => {
      expect(Object.keys(JSON.parse(loaded.data) as object)).toEqual(["en", "hi"]);
      expect(() => joinLanguagesIn({ getBackend: () => undefined }, "github", files)).toThrow(
        `Decap's backend interface changed: CMS.getBackend("github") gave no { init(config, options) }`,
      );
    });
  });
});
