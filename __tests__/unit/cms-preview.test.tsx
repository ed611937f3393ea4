import fs from "fs";
import path from "path";
import type { ComponentProps } from "react";
import { render, screen, within } from "@testing-library/react";
import { contentModel } from "../../src/content-model/model";
import { languageOfContentPath } from "../../src/cms/preview/preview-language";
import { previewTemplates } from "../../src/cms/preview/templates";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as unknown;
const languages = read("content/languages.json") as { code: string }[];

/** Decap's entry as a preview template receives it (an Immutable map: only get and toJS are read). */
function previewOf(file: string, template: string, data: unknown) {
  const Template = previewTemplates[template];
  const entry = { get: (key: string) => ({ path: file, data: { toJS: () => data } })[key] };
  const props = { entry, getAsset: (asset: string) => ({ url: `/admin/${asset}` }), document };
  return render(<Template {...(props as unknown as ComponentProps<typeof Template>)} />);
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

  it("know an entry's language by its folder, and refuse a path outside content/", () => {
    expect(languageOfContentPath("content/team.json", languages).code).toBe("en");
    expect(languageOfContentPath("content/hi/team.json", languages).code).toBe("hi");
    expect(() => languageOfContentPath("content/xx/team.json", languages)).toThrow(/content\/xx\/team.json/);
    expect(() => languageOfContentPath("static/admin/config.yml", languages)).toThrow(/not a content file/);
  });

  it.each(Object.keys(previewTemplates).flatMap((name) => [`content/${name}.json`, `content/hi/${name}.json`]))(
    "draw today's %s with the site's components",
    (file) => {
      const { container } = previewOf(file, path.basename(file, ".json"), contentOf(file));
      expect(container.querySelector("main")?.textContent).not.toBe("");
    },
  );

  it("draw a team profile being typed in the team card, with its language's words and links", () => {
    const [member, ...others] = read("content/hi/team.json") as { slug: string; name: string; image: string }[];
    const ui = read("content/hi/ui.json") as { readMore: string };
    previewOf("content/hi/team.json", "team", { entries: [{ ...member, role: "पूर्वावलोकन प्रमुख" }, ...others] });
    const card = screen.getByRole("heading", { name: member.name }).closest("article") as HTMLElement;
    expect(within(card).getByText("पूर्वावलोकन प्रमुख")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: new RegExp(ui.readMore) })).toHaveAttribute(
      "href",
      `/hi/team/${member.slug}/`,
    );
    expect(within(card).getByRole("img")).toHaveAttribute("src", `/admin/${member.image}`);
    expect(document.documentElement).toHaveAttribute("lang", "hi-IN");
  });
});
