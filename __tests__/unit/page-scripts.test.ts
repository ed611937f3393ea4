/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { pageDataFile, pageScripts } from "../../src/node/page-scripts";

// webpack's stats and the page data as this project's build wrote them (npm run fixtures:refresh).
const FIXTURES = path.join(__dirname, "../fixtures/gatsby-output");
const stats = JSON.parse(fs.readFileSync(path.join(FIXTURES, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
};
const componentOf = (page: string) =>
  (JSON.parse(fs.readFileSync(path.join(FIXTURES, pageDataFile(page)), "utf8")) as { componentChunkName: string })
    .componentChunkName;

describe("a page's own scripts", () => {
  it("are found through the page data Gatsby's loader would fetch for the page", () => {
    expect(pageDataFile("index.html")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("hi/index.html")).toBe("page-data/hi/page-data.json");
    expect(pageDataFile("team/meera-iyer/index.html")).toBe("page-data/team/meera-iyer/page-data.json");
    expect(pageDataFile("404.html")).toBe("page-data/404.html/page-data.json");
    for (const page of ["team/index.html", "hi/contact/index.html", "404.html"]) {
      expect(fs.existsSync(path.join(FIXTURES, pageDataFile(page)))).toBe(true);
    }
  });

  it("are its component's chunk group's scripts, in webpack's order, its stylesheet left out", () => {
    const scripts = pageScripts(FIXTURES, ["team/index.html", "hi/contact/index.html"]);
    const team = componentOf("team/index.html");
    expect(team).toBe("component---src-pages-team-tsx");
    const expected = stats.namedChunkGroups[team].assets.map(({ name }) => name).filter((name) => name.endsWith(".js"));
    expect(expected.at(-1)).toMatch(/^component---src-pages-team-tsx-\w+\.js$/);
    expect(scripts.get("team/index.html")).toEqual(expected.map((name) => `/${name}`));
    expect(scripts.get("hi/contact/index.html")?.at(-1)).toMatch(/^\/component---src-pages-contact-tsx-\w+\.js$/);
  });

  it("fail the build, naming the page data, for a page whose data Gatsby did not write", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
    fs.copyFileSync(path.join(FIXTURES, "webpack.stats.json"), path.join(publicDir, "webpack.stats.json"));
    expect(() => pageScripts(publicDir, ["stray/index.html"])).toThrow(
      /pageScripts: Gatsby's output changed: no page-data\/stray\/page-data\.json for stray\/index\.html/,
    );
    fs.rmSync(publicDir, { recursive: true });
  });
});
