import fs from "fs";
import path from "path";
import type { ComponentProps } from "react";
import { act, render, screen, within, type RenderResult } from "@testing-library/react";
import { contentModel } from "../../src/content-model/model";
import { decapCollections } from "../../src/cms/decap-config";
import { previewLanguageOf } from "../../src/cms/preview/preview-language";
import { previewTemplates } from "../../src/cms/preview/templates";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as unknown;
const languages = read("content/languages.json") as { code: string }[];

const collections = decapCollections(contentModel);

/** A plain value as Decap's Immutable config hands it to a template (the previews read get and find). */
const immutable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(immutable)
    : value && typeof value === "object"
      ? { get: (key: string) => immutable((value as Record<string, unknown>)[key]) }
      : value;

/** Decap's getCollection: a file's entry as saved (lists, team: content/team.json's English data). */
const savedFiles = (_collection: string, entry: string) => {
  const data = read(`content/${entry}.json`);
  return Promise.resolve({ get: () => (Array.isArray(data) ? { entries: data } : data) });
};

/**
 * Decap's entry as a preview template receives it for the language it previews (an Immutable map:
 * only get and toJS are read; previewing Hindi, data is Hindi's and English's is gone), the file's
 * fields from the CMS's config, and a picture's URL from the folder of the field it is asked with.
 */
async function previewOf(
  file: string,
  template: string,
  data: unknown,
  { getCollection = savedFiles, hindi = contentOf(`content/hi/${template}.json`) } = {},
) {
  const Template = previewTemplates[template];
  const locale = file.startsWith("content/hi/") ? "hi" : "en";
  const entryPath = `content/${template}.json`;
  const entry = {
    get: (key: string) => ({ path: entryPath })[key],
    toJS: () => ({ path: entryPath, data, i18n: { hi: { data: locale === "hi" ? data : hindi } } }),
  };
  const fields = collections
    .flatMap((collection) => collection.files)
    .find((candidate) => candidate.file === entryPath)?.fields;
  const getAsset = (asset: string, field: { get(key: string): string }) => ({
    url: `${field.get("media_folder")}/${path.basename(asset)}`,
  });
  const props = { entry, locale, fields: immutable(fields), getAsset, getCollection, document };
  let drawn: RenderResult | undefined;
  // The twin notice loads the other languages' files: the render settles once they are in.
  await act(async () => {
    drawn = render(<Template {...(props as unknown as ComponentProps<typeof Template>)} />);
    await Promise.resolve();
  });
  return drawn as RenderResult;
}

/** Every file a preview draws, with its content as the CMS would hand it over (lists as { entries }). */
function contentOf(file: string) {
  const data = read(file);
  return Array.isArray(data) ? { entries: data } : data;
}

// jsdom has no matchMedia nor IntersectionObserver (the hero's video asks for the visitor's
// motion preference and waits to near the screen).
beforeAll(() => {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as never;
});

describe("the CMS's previews", () => {
  it("are named after content files (Decap finds a file's template by its name)", () => {
    const names = contentModel.map((file) => file.file.replace(/\.json$/, ""));
    for (const name of Object.keys(previewTemplates)) expect(names).toContain(name);
  });

  it("draw the language Decap previews, and refuse one content/languages.json lacks", () => {
    expect(previewLanguageOf("en", languages).code).toBe("en");
    expect(previewLanguageOf("hi", languages).code).toBe("hi");
    expect(() => previewLanguageOf("xx", languages)).toThrow('Decap previews the locale "xx"');
    expect(() => previewLanguageOf(undefined, languages)).toThrow("is the collection's i18n on?");
  });

  it.each(Object.keys(previewTemplates).flatMap((name) => [`content/${name}.json`, `content/hi/${name}.json`]))(
    "draw today's %s with the site's components",
    async (file) => {
      const { container } = await previewOf(file, path.basename(file, ".json"), contentOf(file));
      expect(container.querySelector("main")?.textContent).not.toBe("");
    },
  );

  it("draw a team profile being typed in the team card, with its language's words and links", async () => {
    const [member, ...others] = read("content/hi/team.json") as { slug: string; name: string; image: string }[];
    const ui = read("content/hi/ui.json") as { readMore: string };
    await previewOf("content/hi/team.json", "team", { entries: [{ ...member, role: "पूर्वावलोकन प्रमुख" }, ...others] });
    const card = screen.getByRole("heading", { name: member.name }).closest("article") as HTMLElement;
    expect(within(card).getByText("पूर्वावलोकन प्रमुख")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: new RegExp(ui.readMore) })).toHaveAttribute(
      "href",
      `/hi/team/${member.slug}/`,
    );
    // Looked up in the portraits' own folder (the image field's), where the file is.
    expect(within(card).getByRole("img")).toHaveAttribute("src", `/content/${member.image}`);
    expect(document.documentElement).toHaveAttribute("lang", "hi-IN");
  });

  it("name an English entry without its Hindi twin above the page, in check:content's words, from both panes as typed", async () => {
    const releases = read("content/press-releases.json") as { slug: string }[];
    const hindi = read("content/hi/press-releases.json") as unknown[];
    await previewOf(
      "content/press-releases.json",
      "press-releases",
      { entries: releases },
      {
        hindi: { entries: hindi.slice(0, -1) },
      },
    );
    const notice = await screen.findByRole("status", { name: "Twins in the other languages" });
    expect(notice).toHaveTextContent(
      `content/hi/press-releases.json: the twin of content/press-releases.json's entry ${releases.length} (slug "${releases[releases.length - 1].slug}") is missing: add it to this file, translated, as entry ${releases.length}`,
    );
  });
});

it("previewing Hindi, the CMS names a Hindi entry English (as saved) lacks", async () => {
  const [member, ...others] = read("content/hi/team.json") as { slug: string }[];
  const loaded: string[] = [];
  await previewOf(
    "content/hi/team.json",
    "team",
    { entries: [{ ...member, slug: "not-in-english" }, ...others] },
    {
      getCollection: (collection: string, entry: string) => {
        loaded.push(`${collection}/${entry}`);
        return savedFiles(collection, entry);
      },
    },
  );
  const notice = await screen.findByRole("status", { name: "Twins in the other languages" });
  expect(loaded).toEqual(["lists/team"]);
  expect(notice).toHaveTextContent('content/team.json has no entry with slug "not-in-english"');
});
