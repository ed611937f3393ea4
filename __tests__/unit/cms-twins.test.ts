/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { contentModel } from "../../src/content-model/model";
import { draftLanguages, twinProblemsOf } from "../../src/cms/preview/twins";
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
  it("takes both languages as typed from Decap's entry; previewing Hindi, Decap gives no English (it is loaded as saved)", () => {
    const entry = { data: { entries: ["en"] }, i18n: { hi: { data: { entries: ["hi"] } } } };
    expect(draftLanguages(entry, "en", languages)).toEqual({ en: { entries: ["en"] }, hi: { entries: ["hi"] } });
    // Decap's preview of Hindi: data is Hindi's, English's is gone.
    const hindiPreview = { data: { entries: ["hi"] }, i18n: { hi: { data: { entries: ["hi"] } } } };
    expect(draftLanguages(hindiPreview, "hi", languages)).toEqual({ hi: { entries: ["hi"] } });
    expect(twinProblemsOf(model("languages.json"), { en: [] }, languages)).toEqual([]);
  });

  it("names an English entry without its Hindi twin, and the Hindi file to add it to, as check:content does", () => {
    const english = read("content/press-releases.json");
    const hindi = read("content/hi/press-releases.json").slice(0, -1);
    const cms = twinProblemsOf(
      model("press-releases.json"),
      { en: { entries: english }, hi: { entries: hindi } },
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
    const cms = twinProblemsOf(model("team.json"), { en: { entries: english }, hi: { entries: hindi } }, languages);
    expect(cms.length).toBeGreaterThanOrEqual(3);
    expect(cms).toEqual(checkSays({ "hi/team.json": hindi }));
  });

  it("says nothing of today's content", () => {
    for (const file of contentModel.filter((candidate) => !candidate.shared)) {
      const data = read(`content/${file.file}`);
      const held = file.list ? { entries: data } : data;
      const twin = read(`content/hi/${file.file}`);
      expect(twinProblemsOf(file, { en: held, hi: file.list ? { entries: twin } : twin }, languages)).toEqual([]);
    }
  });
});
