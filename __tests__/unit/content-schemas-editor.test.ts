/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import Ajv, { type ValidateFunction } from "ajv";
import { contentModel } from "../../src/content-model/model";
import { schemaPath } from "../../src/content-model/generated";
import { validateContent } from "../../src/node/validate-content";

/**
 * What VS Code does with .vscode/settings.json: each content file is validated against its
 * mapped JSON Schema as the editor types. ajv stands in for VS Code's validator, in strict mode
 * so a keyword JSON Schema does not know would fail here instead of being ignored there.
 */
const root = path.resolve(__dirname, "../..");
const contentDir = path.join(root, "content");
const staticDir = path.join(root, "static");

interface SchemaSetting {
  fileMatch: string[];
  url: string;
}
const settings = JSON.parse(fs.readFileSync(path.join(root, ".vscode/settings.json"), "utf8")) as {
  "json.schemas": SchemaSetting[];
};
const mapping = new Map(
  settings["json.schemas"].flatMap(({ fileMatch, url }) => fileMatch.map((match) => [match, url])),
);

const ajv = new Ajv({ allErrors: true });
const validators = new Map<string, ValidateFunction>();
/** The schema VS Code picks for content/<file>, compiled once. */
function validatorFor(file: string): ValidateFunction {
  const url = mapping.get(`/content/${file}`);
  if (!url) throw new Error(`.vscode/settings.json maps no schema to content/${file}`);
  if (!validators.has(url)) validators.set(url, ajv.compile(JSON.parse(fs.readFileSync(path.join(root, url), "utf8"))));
  return validators.get(url)!;
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));

/** The translations' folders of content/ (hi), each with a schema of its own per file. */
const translations = (read("languages.json") as { code: string }[]).slice(1).map(({ code }) => code);
/** The files each translation has: all but those the languages share (languages.json). */
const translatedFiles = translations.flatMap((code) =>
  contentModel.filter((model) => !model.shared).map(({ file }) => `${code}/${file}`),
);

/** Every copy of content/ this file makes, in one folder removed when the file's tests end. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "content-schemas-editor-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A throwaway copy of content/ with `file` (e.g. team.json, hi/team.json) replaced by `data`, for the build's check. */
function contentWith(file: string, data: unknown): string {
  const dir = fs.mkdtempSync(path.join(scratch, "content-"));
  fs.cpSync(contentDir, dir, { recursive: true });
  // An edit to the default language: that language alone, so it is not also a difference from the
  // translations. An edit to a translation keeps them all.
  if (!file.includes("/")) {
    const languages = read("languages.json") as unknown[];
    fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify(languages.slice(0, 1)));
  }
  fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  return dir;
}

/** Both verdicts on `data` as content/<file>: the editor's (ajv) and the build's. */
function verdicts(file: string, data: unknown) {
  const validate = validatorFor(file);
  const editor = validate(data) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  const build = validateContent(contentWith(file, data), { staticDir });
  return { editor, build };
}

/** A change to a content file, at a JSON Pointer ("/0/slug"; "" is the whole file). */
type Edit = (data: unknown) => void;
const walk = (data: unknown, keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
function parentOf(data: unknown, pointer: string): [Record<string, unknown>, string] {
  const keys = pointer.split("/").slice(1);
  const last = keys.pop() as string;
  return [walk(data, keys) as Record<string, unknown>, last];
}
const set =
  (pointer: string, value: unknown): Edit =>
  (data) => {
    const [parent, key] = parentOf(data, pointer);
    parent[key] = value;
  };
const remove =
  (pointer: string): Edit =>
  (data) => {
    const [parent, key] = parentOf(data, pointer);
    delete parent[key];
  };
const rename =
  (pointer: string, to: string): Edit =>
  (data) => {
    const [parent, key] = parentOf(data, pointer);
    parent[to] = parent[key];
    delete parent[key];
  };
const copy =
  (from: string, to: string): Edit =>
  (data) =>
    set(to, walk(data, from.split("/").slice(1)))(data);
const push =
  (pointer: string, value: unknown): Edit =>
  (data) =>
    (walk(data, pointer.split("/").slice(1)) as unknown[]).push(value);
const pop = (): Edit => (data) => (data as unknown[]).pop();

/** A real content file changed by `edit`. */
function changed(file: string, edit: Edit) {
  const data = read(file);
  edit(data);
  return data;
}

describe(".vscode/settings.json", () => {
  it("maps every content file to its generated schema", () => {
    const files = fs.readdirSync(contentDir).filter((name) => name.endsWith(".json"));
    expect(files.sort()).toEqual(contentModel.map(({ file }) => file).sort());
    for (const file of files) {
      const url = mapping.get(`/content/${file}`);
      expect([file, url]).toEqual([file, `./${schemaPath(file)}`]);
      expect(fs.existsSync(path.join(root, url!))).toBe(true);
    }
  });

  it("maps every translated file to its language's schema", () => {
    const languages = read("languages.json") as { code: string }[];
    for (const { code } of languages.slice(1)) {
      for (const { file } of contentModel.filter((model) => !model.shared)) {
        expect([file, mapping.get(`/content/${code}/${file}`)]).toEqual([file, `./${schemaPath(`${code}/${file}`)}`]);
      }
    }
  });
});

describe("the editors' JSON Schemas", () => {
  it.each([...contentModel.map(({ file }) => file), ...translatedFiles])("accept today's content/%s", (file) => {
    const validate = validatorFor(file);
    validate(read(file));
    expect(validate.errors ?? []).toEqual([]);
  });

  it("cover every translated file", () => {
    expect(translatedFiles).toContain("hi/team.json");
    for (const code of translations) {
      const files = fs.readdirSync(path.join(contentDir, code)).filter((name) => name.endsWith(".json"));
      expect(files.map((name) => `${code}/${name}`).sort()).toEqual(
        translatedFiles.filter((file) => file.startsWith(`${code}/`)).sort(),
      );
    }
  });

  // Every kind of mistake the build catches that JSON Schema can express: the editor underlines
  // it as it is typed, and the build (and npm run check:content) refuses it with its message.
  it.each<[string, string, Edit]>([
    ["a missing required field", "team.json", remove("/2/role")],
    ["a missing required object", "home.json", remove("/hero")],
    ["a missing field of an optional object", "pages.json", remove("/15/cta/label")],
    ["a number written as text", "forum-topics.json", set("/0/replies", "12")],
    ["a fraction where a whole number belongs", "forum-topics.json", set("/0/replies", 1.5)],
    ["a text where a list belongs", "about.json", set("/paragraphs", "One paragraph")],
    ["a number in a list of texts", "careers.json", push("/sections/0/paragraphs", 3)],
    ["a misspelt (unknown) key", "team.json", rename("/0/shortBio", "shortbio")],
    ["Gatsby's reserved id key", "events.json", set("/0/id", "1")],
    ["an unknown key in a nested object", "site.json", set("/address/pin", "122002")],
    ["a slug that is not kebab-case", "team.json", set("/0/slug", "Aarav Malhotra")],
    ["a portrait outside the portraits' folder", "team.json", set("/0/image", "images/press/secureflow-launch.png")],
    ["a javascript: link", "events.json", set("/1/link", "javascript:alert(1)")],
    ["a protocol-relative link", "navigation.json", set("/header/0/href", "//evil.example")],
    ["a backslash link", "terms.json", set("/ctaHref", "/\\evil.example")],
    ["a tab inside a link", "events.json", set("/0/link", "/\t/evil.example")],
    ["an http: profile", "team.json", set("/0/linkedin", "http://www.linkedin.com/in/aarav-malhotra")],
    ["an https: URL in a menu", "navigation.json", set("/footer/0/links/0/href", "https://evil.example")],
    ["a route without its slash", "pages.json", set("/1/path", "blog")],
    ["one entry too few", "terms-sections.json", pop()],
    [
      "one entry too many",
      "privacy-sections.json",
      push("", { slug: "extra", title: "Extra", paragraphs: ["Extra."] }),
    ],
    ["an unknown category", "forum-topics.json", set("/0/category", "Lending")],
    ["a category of another list", "press-releases.json", set("/0/category", "Banking")],
    ["an unknown social network", "site.json", set("/social/0/network", "myspace")],
    ["an icon the site cannot draw", "help-center.json", set("/cards/1/icon", "rocket")],
    ["a rating above 5", "testimonials.json", set("/0/rating", 6)],
    ["a too-long meta description", "site.json", set("/description", "x".repeat(161))],
    ["a too-short page description", "pages.json", set("/0/description", "Too short.")],
    ["a date that is not YYYY-MM-DD", "site.json", set("/foundingDate", "1 August 2025")],
    ["a five-digit PIN code", "site.json", set("/address/postalCode", "12200")],
    ["a phone number without digits", "site.json", set("/phone", "call us")],
    ["an e-mail address without a domain", "team.json", set("/0/email", "aarav@")],
    ["a display number of one digit", "services.json", set("/0/number", "1")],
    ["an image that is not a raster image", "team.json", set("/0/image", "images/team/aarav.gif")],
    ["an empty text", "about.json", set("/heading", "")],
    ["a leading space", "team.json", set("/0/name", " Aarav Malhotra")],
  ])("and the build both reject %s (content/%s)", (_, file, edit) => {
    const { editor, build } = verdicts(file, changed(file, edit));
    expect(editor).not.toEqual([]);
    expect(build).not.toEqual([]);
    expect(build.every((problem) => problem.startsWith(`content/${file}`))).toBe(true);
  });

  // A translation is checked against its own language's schema: the same rules, with its own categories.
  it.each<[string, string, Edit]>([
    ["a missing required field", "hi/team.json", remove("/2/role")],
    ["a missing required object", "hi/home.json", remove("/hero")],
    ["a misspelt (unknown) key", "hi/team.json", rename("/0/shortBio", "shortbio")],
    ["an unknown key in a nested object", "hi/site.json", set("/address/pin", "122002")],
    ["a javascript: link", "hi/events.json", set("/1/link", "javascript:alert(1)")],
    ["a category of the default language", "hi/forum-topics.json", set("/0/category", "Payments")],
  ])("and the build both reject %s in a translation (content/%s)", (_, file, edit) => {
    const { editor, build } = verdicts(file, changed(file, edit));
    expect(editor).not.toEqual([]);
    expect(build).not.toEqual([]);
    expect(build.every((problem) => problem.startsWith(`content/${file}`))).toBe(true);
  });

  it("and the build both reject a translation's category in the default language", () => {
    const [category] = (read(`${translations[0]}/categories.json`) as { forum: string[] }).forum;
    const { editor, build } = verdicts("forum-topics.json", changed("forum-topics.json", set("/0/category", category)));
    expect(editor).not.toEqual([]);
    expect(build).not.toEqual([]);
  });

  it("and the build both reject an object where a list of entries belongs", () => {
    const { editor, build } = verdicts("team.json", {});
    expect(editor).not.toEqual([]);
    expect(build).toEqual([expect.stringMatching(/^content\/team\.json, the file: .*must be a `array` type/)]);
  });

  // What JSON Schema cannot express, so only the build and npm run check:content catch it: that a
  // file exists (images, videos), that a key is unique across entries, that an index points at an
  // existing item of another field, and cross-file rules (a pages.json entry per route; the
  // categories are copied from categories.json when the schemas are generated).
  it.each<[string, string, Edit]>([
    ["an image that does not exist", "team.json", set("/0/image", "images/people/nobody.jpg")],
    ["a video that does not exist", "services.json", set("/2/video", "no-such-video")],
    ["a duplicate slug", "team.json", copy("/0/slug", "/1/slug")],
    ["a duplicate page title", "pages.json", copy("/0/title", "/1/title")],
    ["an accordion index past its items", "services.json", set("/0/initialOpen", 40)],
  ])("leave %s (content/%s) to the build", (_, file, edit) => {
    const { editor, build } = verdicts(file, changed(file, edit));
    expect(editor).toEqual([]);
    expect(build).toHaveLength(1);
  });
});
