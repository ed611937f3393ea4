import { inlinedStylesheet, pagesWithStaleStyles } from "../../src/node/stale-styles";

const page = (stylesheet: string) =>
  `<head><style data-href="/${stylesheet}" data-identity="gatsby-global-css">.a{}</style></head>`;

describe("stale inlined styles after a build", () => {
  it("reads the stylesheet Gatsby inlined into a page", () => {
    expect(inlinedStylesheet(page("styles.286d7d942b8c27d3dbe7.css"))).toBe("styles.286d7d942b8c27d3dbe7.css");
    expect(inlinedStylesheet("<head><style>.a{}</style></head>")).toBeNull();
  });

  it("names the pages that inline another build's stylesheet", () => {
    const pages = [
      { page: "index.html", html: page("styles.new.css") },
      { page: "careers/index.html", html: page("styles.old.css") },
      { page: "plain.html", html: "<p>no inlined styles</p>" },
    ];
    expect(pagesWithStaleStyles(pages, "styles.new.css")).toEqual(["careers/index.html"]);
  });
});
