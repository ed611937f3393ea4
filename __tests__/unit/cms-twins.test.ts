/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { contentModel } from "../../src/content-model/model";
import { twinFilesOf, twinProblemsOf } from "../../src/cms/preview/twins";
import { validateContent } from "../../src/node/validate-content";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>[];
const languages = read("content/languages.json") as unknown as { code: string }[];
const model = (file: string) => contentModel.find((candidate) => candidate.file === file)!;

/** What `npm run check:content` says of content/ with `files` replaced: its lines about twins. */
function checkSays(files: Record<string, unknown>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-twins-"));
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  for (const [file, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), JSON.stringify(data));
  const problems = validateContent(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return problems;
}

describe("the CMS's twin notice", () => {
  it("compares a default-language file with each translation, and a translation with the default's", () => {
    const team = model("team.json");
    expect(twinFilesOf("content/team.json", team, languages)).toEqual([
      { label: "content/hi/team.json", collection: "hi-lists", entry: "team" },
    ]);
    expect(twinFilesOf("content/hi/team.json", team, languages)).toEqual([
      { label: "content/team.json", collection: "en-lists", entry: "team" },
    ]);
    expect(twinFilesOf("content/languages.json", model("languages.json"), languages)).toEqual([]);
  });

  it("names an English entry without its Hindi twin, and the Hindi file to add it to, as check:content does", () => {
    const english = read("content/press-releases.json");
    const hindi = read("content/hi/press-releases.json").slice(0, -1);
    const cms = twinProblemsOf(
      "content/press-releases.json",
      model("press-releases.json"),
      { entries: english },
      [{ label: "content/hi/press-releases.json", data: { entries: hindi } }],
      languages,
    );
    expect(cms).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/hi/press-releases\\.json: the twin of content/press-releases\\.json's entry ${english.length} \\(slug "${String(english.at(-1)?.slug)}"\\) is missing: add it to this file`,
        ),
      ),
    ]);
    expect(cms).toEqual(checkSays({ "hi/press-releases.json": hindi }));
  });

  it("in a Hindi file, names an entry English lacks and a language-independent value written differently, as check:content does", () => {
    const english = read("content/team.json");
    const linked = english.findIndex((member, index) => index > 0 && typeof member.linkedin === "string");
    const hindi = read("content/hi/team.json").map((member, index) =>
      index === 0
        ? { ...member, slug: "someone-new" }
        : index === linked
          ? { ...member, linkedin: "https://www.linkedin.com/in/someone-else" }
          : member,
    );
    const cms = twinProblemsOf(
      "content/hi/team.json",
      model("team.json"),
      { entries: hindi },
      [{ label: "content/team.json", data: { entries: english } }],
      languages,
    );
    expect(cms.length).toBeGreaterThanOrEqual(3);
    expect(cms).toEqual(checkSays({ "hi/team.json": hindi }));
  });

  it("says nothing of today's content", () => {
    for (const file of contentModel.filter((candidate) => !candidate.shared)) {
      const data = read(`content/${file.file}`);
      const held = file.list ? { entries: data } : data;
      const twin = read(`content/hi/${file.file}`);
      expect(
        twinProblemsOf(
          `content/${file.file}`,
          file,
          held,
          [{ label: `content/hi/${file.file}`, data: file.list ? { entries: twin } : twin }],
          languages,
        ),
      ).toEqual([]);
    }
  });
});
