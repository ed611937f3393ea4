/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { ContentFile, Field, ObjectType } from "../../src/content-model/fields";
import { contentModel } from "../../src/content-model/model";
import { toYup } from "../../src/content-model/to-yup";
import { textProblem } from "../../src/content-model/text-rules";
import { decapCollections, decapI18n, MODEL_TEXT_WIDGET, type DecapField } from "../../src/cms/decap-config";
import { CMS_LOCAL_BACKEND, cmsContentSecurityPolicy } from "../../src/node/headers/policy";

const root = path.resolve(__dirname, "../..");
const languages = JSON.parse(fs.readFileSync(path.join(root, "content/languages.json"), "utf8")) as {
  code: string;
  label: string;
}[];
const collections = decapCollections(contentModel);
const files = collections.flatMap((collection) => collection.files.map((file) => ({ collection, file })));

/** Every CMS field beside the model field it was made from, walking both trees. */
function pairs(fields: DecapField[], type: ObjectType): [DecapField, Field][] {
  return fields.flatMap((field) => {
    const model = type.fields[field.name];
    if (!model) throw new Error(`the CMS field "${field.name}" is not in the model's ${type.name}`);
    const inner =
      model.kind === "object"
        ? pairs(field.fields ?? [], model.type)
        : model.kind === "list" && !("kind" in model.of)
          ? pairs(field.fields ?? [], model.of)
          : model.kind === "list" && "kind" in model.of && field.field
            ? [[field.field, model.of] as [DecapField, Field]]
            : [];
    return [[field, model] as [DecapField, Field], ...inner];
  });
}

const modelOf = (file: string): ContentFile => {
  const model = contentModel.find((candidate) => candidate.file === path.basename(file));
  if (!model) throw new Error(`${file} is not in the content model`);
  return model;
};

describe("the CMS's collections", () => {
  it("edit every content file, each once, at the default language's path, a translated file with both languages side by side", () => {
    const english = fs.readdirSync(path.join(root, "content")).filter((name) => name.endsWith(".json"));
    const hindi = fs.readdirSync(path.join(root, "content/hi")).filter((name) => name.endsWith(".json"));
    expect(files.map(({ file }) => file.file).sort()).toEqual(english.map((name) => `content/${name}`).sort());
    expect(decapI18n(languages)).toEqual({ structure: "single_file", locales: ["en", "hi"], default_locale: "en" });
    for (const { collection, file } of files) {
      // Decap's i18n is the collection's; a file every language shares (no Hindi twin) is in one without.
      const translated = hindi.includes(path.basename(file.file));
      expect([file.file, collection.i18n, file.i18n]).toEqual(
        translated ? [file.file, true, true] : [file.file, undefined, undefined],
      );
      expect(collection.format).toBe("json");
    }
  });

  it("write a language-independent field, and every field inside one, once: Decap's duplicate; translate the rest", () => {
    for (const { file } of files) {
      const model = modelOf(file.file);
      const fields = model.list ? (file.fields[0].fields ?? []) : file.fields;
      const independentPaths = new Set<DecapField>();
      const mark = (field: DecapField) => {
        independentPaths.add(field);
        [...(field.fields ?? []), ...(field.field ? [field.field] : [])].forEach(mark);
      };
      const pairsOf = pairs(fields, model.type);
      for (const [field, source] of pairsOf) if (source.languageIndependent) mark(field);
      for (const [field] of pairsOf)
        expect([file.file, field.name, field.i18n]).toEqual([
          file.file,
          field.name,
          independentPaths.has(field) ? "duplicate" : true,
        ]);
    }
    const team = files.find(({ file }) => file.file === "content/team.json")!.file.fields[0];
    expect(team.i18n).toBe(true);
    expect(Object.fromEntries((team.fields ?? []).map((field) => [field.name, field.i18n]))).toMatchObject({
      slug: "duplicate",
      image: "duplicate",
      role: true,
      name: true,
    });
  });

  it("give every field of the model a widget with its description, and every text the model's own rules", () => {
    for (const { file } of files) {
      const model = modelOf(file.file);
      const fields = model.list ? (file.fields[0].fields ?? []) : file.fields;
      for (const [field, source] of pairs(fields, model.type)) {
        expect(field.hint).toBeTruthy();
        if (source.kind === "int")
          expect([field.widget, field.min, field.max]).toEqual(["number", source.min, source.max]);
        if (source.kind !== "text") continue;
        const closed = source.checks.flatMap((check) =>
          check.check === "key" ? check.set.keys : check.check === "oneOf" ? check.values : [],
        );
        if (closed.length) expect([field.widget, field.options]).toEqual(["select", closed]);
        else if (source.graphql === "File") {
          const pattern = source.checks.find((check) => check.check === "pattern");
          expect(field.widget).toBe("image");
          // Decap tests the file's name (its folder is the widget's): the model's pattern without the folder.
          expect(pattern?.check === "pattern" && pattern.source).toBe(
            `^${source.folder}/${field.pattern?.[0].source.slice(1)}`,
          );
          expect(field.pattern?.[0].flags).toBe("u");
          // Decap looks the picture up, and uploads a new one, in the field's folder (from the repository's root).
          expect(source.folder).toMatch(/^images\/[a-z-]+$/);
          expect([field.media_folder, field.public_folder]).toEqual([`/content/${source.folder}`, source.folder]);
        } else expect([field.widget, field.rules]).toEqual([MODEL_TEXT_WIDGET, source]);
      }
    }
  });
});

describe("the CMS refuses what the build refuses, in the build's words", () => {
  const team = contentModel.find((file) => file.file === "team.json")!;
  const events = contentModel.find((file) => file.file === "events.json")!;
  const member = JSON.parse(fs.readFileSync(path.join(root, "content/team.json"), "utf8"))[0] as Record<string, string>;
  const event = JSON.parse(fs.readFileSync(path.join(root, "content/events.json"), "utf8"))[0] as Record<
    string,
    string
  >;
  /** What `npm run check:content` says of one field of the first entry with this value. */
  const buildSays = (file: ContentFile, entry: Record<string, string>, name: string, value: string) => {
    try {
      toYup(file).validateSync([{ ...entry, [name]: value }], { abortEarly: false });
      return undefined;
    } catch (error) {
      const found = (error as { inner: { path: string; message: string }[] }).inner.find(
        (problem) => problem.path === `[0].${name}`,
      );
      return found?.message.replace(`[0].${name} `, "");
    }
  };
  const cmsSays = (file: ContentFile, name: string, value: string) => {
    const field = file.type.fields[name];
    if (field.kind !== "text") throw new Error(`${name} is no text`);
    return textProblem(field, value);
  };

  it.each([
    ["an empty role", team, member, "role", ""],
    ["a javascript: LinkedIn link", team, member, "linkedin", "javascript:alert(1)"],
    ["an impossible date", events, event, "date", "2026-02-31"],
    ["a date in another form", events, event, "date", "31/02/2026"],
  ])("%s", (_, file, entry, name, value) => {
    const message = buildSays(file, entry, name, value);
    expect(message).toBeTruthy();
    expect(cmsSays(file, name, value)).toBe(message);
  });

  it("a picture outside its field's folder, which Decap could neither show nor upload to", () => {
    const portrait = collections
      .find((collection) => collection.name === "lists")
      ?.files.find((file) => file.name === "team")
      ?.fields[0].fields?.find((field) => field.name === "image");
    const message = buildSays(team, member, "image", "images/press/portrait.png");
    expect(message).toBe("must be a .jpg, .png, .webp or .avif file in images/people/");
    // The CMS only picks and uploads in the portraits' folder, and checks the file's name there.
    expect([portrait?.media_folder, portrait?.public_folder]).toEqual(["/content/images/people", "images/people"]);
    expect(portrait?.pattern?.[1]).toBe(message);
    expect(portrait?.pattern?.[0].test(path.basename(member.image))).toBe(true);
    expect(portrait?.pattern?.[0].test("portrait.gif")).toBe(false);
  });

  it("and accepts what the build accepts", () => {
    expect(cmsSays(team, "role", "Chief Technology Officer")).toBeUndefined();
    expect(cmsSays(events, "date", event.date)).toBeUndefined();
  });
});

describe("the CMS's files", () => {
  it("static/admin/config.yml holds only the operator's settings, its local backend allowed by the CMS's policy", () => {
    const yml = fs.readFileSync(path.join(root, "static/admin/config.yml"), "utf8");
    expect(yml).not.toMatch(/^collections:/m);
    const local = /^local_backend:\n\s+url: (\S+)/m.exec(yml)?.[1];
    expect(local && CMS_LOCAL_BACKEND).toContain(new URL(local!).origin);
    expect(cmsContentSecurityPolicy()).toContain(new URL(local!).origin);
  });
});
