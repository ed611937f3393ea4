/** @jest-environment node */
// The post-build rewrites on Gatsby's own output: the pages, page data, stylesheet and webpack stats
// this project's build wrote, saved by `npm run fixtures:refresh` (FIXTURE_PAGES). Each test copies
// them into a fresh public/ folder and runs what the build runs after Gatsby (fixBuiltHtml,
// assertFreshStyles); a test that drops a piece of Gatsby's output sees the build's error.
import fs from "fs";
import os from "os";
import path from "path";
import { fixBuiltHtml } from "../../src/node/fix-built-html";
import { FIXTURE_PAGES } from "../../src/node/gatsby-output-fixtures";
import { assertFreshStyles } from "../../src/node/stale-styles";

const FIXTURES = path.join(__dirname, "../fixtures/gatsby-output");
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A public/ folder holding the saved output, each file passed through `change`. */
function publicDir(change: (file: string, text: string) => string = (_, text) => text): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-output-"));
  folders.push(dir);
  for (const file of fs.readdirSync(FIXTURES, { recursive: true }) as string[]) {
    const from = path.join(FIXTURES, file);
    if (!fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), change(file.split(path.sep).join("/"), fs.readFileSync(from, "utf8")));
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const saved = (file: string) => read(FIXTURES, file);
const LOADER = /<script(?: data-page-scripts="[^"]*")?>(\(function[\s\S]*?)<\/script>/;

describe("the post-build rewrites on the pages this project's Gatsby writes", () => {
  it("the fixtures are Gatsby's output as written, before any rewrite", () => {
    for (const page of FIXTURE_PAGES) {
      expect(saved(page)).toMatch(/<script src="\/app-[\w]+\.js" async><\/script>/);
      expect(saved(page)).not.toMatch(/<html[^>]* data-before-paint=/);
    }
  });

  it("rewrite every page: one loader for Gatsby's scripts, the shared page path, the page's own styles", async () => {
    const dir = publicDir();
    assertFreshStyles(dir);
    await fixBuiltHtml(dir);
    const loaders = new Set<string>();
    for (const page of FIXTURE_PAGES) {
      const html = read(dir, page);
      expect(html).toMatch(/^<!DOCTYPE html><html[^>]* data-before-paint="">/);
      expect(html).not.toMatch(/<script src=[^>]* async>/);
      expect(html).not.toContain('<link rel="manifest"');
      expect(html).toMatch(/<script id="gatsby-script-loader" data-page-path="\/[^"]*">window\.pagePath=document/);
      const style = (text: string) => /<style[^>]*gatsby-global-css[^>]*>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? "";
      expect(style(html).length).toBeGreaterThan(0);
      expect(style(html).length).toBeLessThan(style(saved(page)).length);
      loaders.add(LOADER.exec(html)?.[1] ?? "no loader");
    }
    // One CSP hash: the loader's text is the same on every page.
    expect([...loaders]).toHaveLength(1);
    expect([...loaders][0]).toMatch(/^\(function\(/);
    const stylesheet = /data-href="\/(styles\.\w+\.css)"/.exec(saved(FIXTURE_PAGES[0]))?.[1] ?? "";
    expect(read(dir, stylesheet.replace("styles.", "styles-deferred."))).not.toContain("@font-face");
  });

  it("leave a page an earlier build rewrote as it is (Gatsby's incremental build keeps such pages)", async () => {
    const dir = publicDir();
    await fixBuiltHtml(dir);
    const once = FIXTURE_PAGES.map((page) => read(dir, page));
    await fixBuiltHtml(dir);
    expect(FIXTURE_PAGES.map((page) => read(dir, page))).toEqual(once);
  });

  const PAGE = FIXTURE_PAGES[0];
  const MUTATIONS: [string, (html: string) => string, RegExp][] = [
    [
      "Gatsby's global <style> element",
      (html) => html.replace(' data-identity="gatsby-global-css"', ""),
      /pageStyles: Gatsby's output changed in public\/team\/index\.html: expected exactly 1 `<style data-href=.*data-identity="gatsby-global-css">`, found 0/,
    ],
    [
      "the script with the page's path",
      (html) => html.replace('<script id="gatsby-script-loader">', '<script id="gatsby-loader">'),
      /sharePagePathScript: Gatsby's output changed in public\/team\/index\.html: expected exactly 1 `<script id="gatsby-script-loader">`.*found 0/,
    ],
    [
      "Gatsby's async scripts",
      (html) => html.replace(/<script src="([^"]+)" async><\/script>/g, '<script src="$1" defer></script>'),
      /loadAfterPaint: Gatsby's output changed in public\/team\/index\.html: expected at least 1 `<script src=".*" async>`.*found 0/,
    ],
    [
      "the web manifest's link",
      (html) => html.replace(/<link rel="manifest"[^>]*>/, ""),
      /loadAfterPaint: Gatsby's output changed in public\/team\/index\.html: .*`<link rel="manifest">`, found 0/,
    ],
  ];

  it.each(MUTATIONS)("fail the build naming %s when a page lacks it", async (_, mutate, error) => {
    const dir = publicDir((file, text) => (file === PAGE ? mutate(text) : text));
    await expect(fixBuiltHtml(dir)).rejects.toThrow(error);
    // Nothing is half-written: the pages are as Gatsby wrote them.
    expect(read(dir, FIXTURE_PAGES[1])).toBe(saved(FIXTURE_PAGES[1]));
  });

  it("fail the build naming webpack's stats or the page data when what they give a page is gone", async () => {
    const noGroups = publicDir((file, text) => (file === "webpack.stats.json" ? "{}" : text));
    await expect(fixBuiltHtml(noGroups)).rejects.toThrow(
      /pageScripts: Gatsby's output changed: webpack\.stats\.json has no `namedChunkGroups`/,
    );
    expect(() => assertFreshStyles(noGroups)).toThrow(
      /assertFreshStyles: Gatsby's output changed: webpack\.stats\.json names no styles/,
    );
    const noChunk = publicDir((file, text) => (file === "page-data/team/page-data.json" ? "{}" : text));
    await expect(fixBuiltHtml(noChunk)).rejects.toThrow(
      /pageScripts: .*page-data\/team\/page-data\.json has no componentChunkName/,
    );
  });
});
