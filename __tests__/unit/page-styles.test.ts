/** @jest-environment node */
import fs from "fs";
import path from "path";
import { deferredStylesheet, pageStyles, ruleSizes, styleGroups, withoutFontFaces } from "../../src/node/page-styles";

const SITE_CSS =
  '@font-face{font-display:optional;font-family:Brand;src:url(/static/brand.woff2) format("woff2")}' +
  ":root{--ink:#0a0e13}body{margin:0}.card{padding:1rem}.card:hover{color:red}.modal{position:fixed}.team{gap:1rem}" +
  "@media (max-width:40rem){.card{padding:0}.modal{inset:0}}";
// A page as this project's Gatsby writes it (npm run fixtures:refresh), with a small stylesheet and
// body of the test's own in place of the site's, so each rule's fate can be read.
const HINDI = fs.readFileSync(path.join(__dirname, "../fixtures/gatsby-output/hi/contact/index.html"), "utf8");
const STYLESHEET = /<style[^>]*data-href="\/(styles\.[\w-]+\.css)"/.exec(HINDI)?.[1];
const page = (body: string) =>
  HINDI.replace(
    /(<style[^>]*data-identity="gatsby-global-css"[^>]*>)[\s\S]*?(<\/style>)/,
    (_, open, close) => open + SITE_CSS + close,
  ).replace(/(<body[^>]*>)[\s\S]*(<\/body>)/, (_, open, close) => `${open}${body}<img src="/a.avif" alt="">${close}`);
const CARD = "<div class='card' data-x=1>भुगतान &amp; प्रमाणीकरण</div>";
const styleOf = (html = "") => /<style[^>]*gatsby-global-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const styled = (pages: Record<string, string>) =>
  pageStyles(new Map(Object.entries(pages)), (name) => {
    expect(name).toBe(STYLESHEET);
    return SITE_CSS;
  });

describe("pageStyles", () => {
  it("keeps the rules a page's markup uses, with their hover states and media queries, and drops the rest", async () => {
    const css = styleOf((await styled({ "index.html": page(CARD) })).get("index.html"));
    expect(css).toContain(".card{padding:1rem}");
    expect(css).toContain(".card:hover{color:red}");
    expect(css).toMatch(/@media \(max-width:40rem\)\{\.card\{padding:0\}\}/);
    expect(css).toContain(":root{--ink:#0a0e13}");
    expect(css).toContain("body{margin:0}");
    expect(css).not.toContain(".modal");
    expect(css).not.toContain(".team");
  });

  it("keeps every rule on the root element, which beasties cannot match", async () => {
    const css = ":root{--font:a}:root:lang(hi){--font:b}html[data-layout=all] p{color:red}";
    const hindi = page(CARD).replace(SITE_CSS, css);
    const result = await pageStyles(new Map([["hi/index.html", hindi]]), () => css);
    expect(styleOf(result.get("hi/index.html"))).toBe(css);
  });

  it("keeps the focus ring every element shows, which has no element to match once its state is set aside", async () => {
    const css = ":focus-visible{outline:3px solid}.modal:focus-visible{outline:0}";
    const result = await pageStyles(new Map([["index.html", page(CARD).replace(SITE_CSS, css)]]), () => css);
    expect(styleOf(result.get("index.html"))).toBe(":focus-visible{outline:3px solid}");
  });

  it("keeps every @font-face rule, which the site names through custom properties", async () => {
    expect(styleOf((await styled({ "index.html": page(CARD) })).get("index.html"))).toContain(
      '@font-face{font-display:optional;font-family:Brand;src:url(/static/brand.woff2) format("woff2")}',
    );
  });

  it("reads the whole stylesheet from its file, so a page already trimmed by an earlier build keeps its rules", async () => {
    const trimmed = page("<p class='team'>Team</p>").replace(SITE_CSS, "body{margin:0}");
    expect(styleOf((await styled({ "team.html": trimmed })).get("team.html"))).toContain(".team{gap:1rem}");
  });

  it("leaves the markup around the styles exactly as Gatsby wrote it", async () => {
    const outside = (text = "") => text.replace(/(<style[^>]*gatsby-global-css[^>]*>)[\s\S]*?<\/style>/, "$1</style>");
    const result = await styled({ "index.html": page(CARD) });
    expect(outside(result.get("index.html"))).toBe(outside(page(CARD)));
  });

  it("fails the build, naming the page and Gatsby's <style>, on a page without it", async () => {
    const offline = page(CARD).replace(' data-identity="gatsby-global-css"', "");
    await expect(styled({ "index.html": page(CARD), "offline.html": offline })).rejects.toThrow(
      /pageStyles: Gatsby's output changed in public\/offline\.html: expected exactly 1 `<style data-href=/,
    );
  });
});

describe("styleGroups", () => {
  const rules = (css: string) => ({ rules: ruleSizes(css) });
  it("gives pages that use the same rules one group, and merges the groups that cost least until few enough are left", () => {
    const pages = [
      { page: "a", ...rules(".x{color:red}") },
      { page: "b", ...rules(".x{color:red}") },
      { page: "c", ...rules(".x{color:red}.y{margin:0}") },
      { page: "d", ...rules(".z{padding:0 1rem 2rem 3rem;margin:0 1rem 2rem 3rem}") },
    ];
    expect(styleGroups(pages, 3)).toEqual([["a", "b"], ["c"], ["d"]]);
    expect(styleGroups(pages, 2)).toEqual([["a", "b", "c"], ["d"]]);
    expect(styleGroups(pages, 1)).toEqual([["a", "b", "c", "d"]]);
  });
});

describe("the stylesheet added after the first paint", () => {
  it("is Gatsby's stylesheet without the @font-face rules every page already inlines", () => {
    expect(deferredStylesheet("styles.a40febe13f2bc3592ed2.css")).toBe("styles-deferred.a40febe13f2bc3592ed2.css");
    expect(withoutFontFaces(SITE_CSS)).toBe(SITE_CSS.slice(SITE_CSS.indexOf(":root")));
  });
});
