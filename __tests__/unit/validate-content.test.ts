import fs from "fs";
import os from "os";
import path from "path";
import { validateContent } from "../../src/node/validate-content";

const realContent = path.resolve(__dirname, "../../content");
const staticDir = path.resolve(__dirname, "../../static");

/** A throwaway copy of content/ with one file changed by `mutate`. */
function contentWith(file: string, mutate: (data: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(realContent, dir, { recursive: true });
  const full = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(full, "utf8"));
  mutate(data);
  fs.writeFileSync(full, JSON.stringify(data));
  return dir;
}

describe("validateContent", () => {
  it("accepts the content the site ships with", () => {
    expect(validateContent(realContent, { staticDir })).toEqual([]);
  });

  it("names file, entry and field when a required field is missing", () => {
    const dir = contentWith("team.json", (team) => delete team[2].role);
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(/^content\/team\.json, entry 3 \(slug "kabir-sethi"\), field "role": .*required/),
    ]);
  });

  it("reports a value of the wrong type", () => {
    const dir = contentWith("forum-topics.json", (topics) => (topics[0].replies = "12"));
    const [problem] = validateContent(dir);
    expect(problem).toMatch(/^content\/forum-topics\.json, entry 1 \(slug "[a-z0-9-]+"\), field "replies": .*number/);
  });

  it("reports a duplicate slug with both entries", () => {
    const dir = contentWith("team.json", (team) => (team[1].slug = team[0].slug));
    expect(validateContent(dir)).toContain(
      'content/team.json, entry 2 (slug "aarav-malhotra"), field "slug": duplicate value "aarav-malhotra" (also used by entry 1)',
    );
  });

  it("reports an image path that does not exist", () => {
    const dir = contentWith("team.json", (team) => (team[0].image = "images/team/nobody.jpg"));
    expect(validateContent(dir)).toEqual([
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": file images/team/nobody.jpg does not exist',
    ]);
  });

  it("reports a nested field by its path", () => {
    const dir = contentWith("services.json", (services) => (services[1].card.image = "images/services/none.jpg"));
    expect(validateContent(dir)).toEqual([
      'content/services.json, entry 2 (slug "trust"), field "card.image": file images/services/none.jpg does not exist',
    ]);
  });

  it("rejects an unknown (misspelt) field", () => {
    const dir = contentWith("team.json", (team) => {
      team[0].shortbio = team[0].shortBio;
      delete team[0].shortBio;
    });
    const problems = validateContent(dir);
    expect(problems).toContain('content/team.json, entry 1 (slug "aarav-malhotra"), field "shortBio": is a required field');
    expect(problems.some((p) => /entry 1 .*unknown field shortbio/.test(p))).toBe(true);
  });

  it("rejects a raw id key, which would collide with Gatsby node ids", () => {
    const dir = contentWith("events.json", (events) => (events[0].id = "1"));
    expect(validateContent(dir).join("\n")).toMatch(/content\/events\.json, entry 1 .*unknown field id/);
  });

  it("reports an accordion index outside the list", () => {
    const dir = contentWith("services.json", (services) => (services[0].initialOpen = 40));
    expect(validateContent(dir)).toEqual([
      'content/services.json, entry 1 (slug "digitalonboarding"), field "initialOpen": must be the index of an accordion item',
    ]);
  });

  it("reports a file that is not JSON", () => {
    const dir = contentWith("site.json", () => undefined);
    fs.writeFileSync(path.join(dir, "site.json"), '{ "name": "x", }');
    expect(validateContent(dir)[0]).toMatch(/^content\/site\.json: not valid JSON/);
  });

  it("reports a missing video file", () => {
    const dir = contentWith("services.json", (services) => (services[2].video = "no-such-video"));
    expect(validateContent(dir, { staticDir })).toEqual([
      'content/services.json, entry 3 (slug "payout"), field "video": static/videos/no-such-video.webm and .mp4 must both exist',
    ]);
  });

  it("requires a pages.json entry for every route", () => {
    const dir = contentWith("pages.json", (pages) => pages.splice(pages.findIndex((p: any) => p.path === "/blog"), 1));
    expect(validateContent(dir, { requiredPaths: ["/", "/blog"] })).toEqual([
      'content/pages.json, the file: needs an entry with "path": "/blog" (the page /blog reads its title and heading from it)',
    ]);
  });

  it("names the card and field of a help-centre icon the site cannot draw, and a CTA that is not a site path", () => {
    expect(validateContent(contentWith("help-center.json", (help) => (help.cards[1].icon = "rocket")))).toEqual([
      'content/help-center.json, field "cards[1].icon": must be one of: store, headset, scale, book',
    ]);
    expect(validateContent(contentWith("terms.json", (terms) => (terms.ctaHref = "contact")))).toEqual([
      'content/terms.json, field "ctaHref": must be a site path starting with /',
    ]);
  });

  it("requires the exact number of entries the screens are designed for", () => {
    const dir = contentWith("terms-sections.json", (sections) => sections.pop());
    expect(validateContent(dir)).toEqual(["content/terms-sections.json, the file: must have exactly 8 entries (has 7)"]);
  });

  it("requires every item's category to be one of the filter bar's categories", () => {
    const dir = contentWith("forum-topics.json", (topics) => (topics[0].category = "Lending"));
    expect(validateContent(dir)).toEqual([
      'content/forum-topics.json, entry 1 (slug "upi-collect-timeouts"), field "category": must be one of the "forum" categories in content/categories.json: Payments, Banking, Security, General',
    ]);
  });
});
