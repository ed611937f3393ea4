import fs from "fs";
import os from "os";
import path from "path";
import { pageDataFile, pageScripts } from "../../src/node/page-scripts";

describe("a page's own scripts", () => {
  it("are found through the page data Gatsby's loader would fetch for the page", () => {
    expect(pageDataFile("index.html")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("hi/index.html")).toBe("page-data/hi/page-data.json");
    expect(pageDataFile("team/meera-iyer/index.html")).toBe("page-data/team/meera-iyer/page-data.json");
    expect(pageDataFile("404.html")).toBe("page-data/404.html/page-data.json");
  });

  it("are its component's chunk group's scripts, in webpack's order; a page without data gets none", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
    const write = (file: string, value: unknown) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), JSON.stringify(value));
    };
    write("webpack.stats.json", {
      namedChunkGroups: {
        "component---src-pages-team-tsx": {
          assets: [{ name: "styles.1.css" }, { name: "commons-2.js" }, { name: "component---src-pages-team-tsx-3.js" }],
        },
      },
    });
    write("page-data/team/page-data.json", { componentChunkName: "component---src-pages-team-tsx" });
    write("page-data/blog/page-data.json", { componentChunkName: "component---src-pages-blog-tsx" });
    const scripts = pageScripts(publicDir, ["team/index.html", "blog/index.html", "stray/index.html"]);
    expect(scripts.get("team/index.html")).toEqual(["/commons-2.js", "/component---src-pages-team-tsx-3.js"]);
    expect(scripts.get("blog/index.html")).toEqual([]);
    expect(scripts.has("stray/index.html")).toBe(false);
    fs.rmSync(publicDir, { recursive: true });
  });
});
