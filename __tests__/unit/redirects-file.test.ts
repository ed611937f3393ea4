import { renderRedirectsFile } from "../../src/node/headers/render-redirects-file";

describe("public/_redirects (Netlify)", () => {
  it("answers an unknown path under a language's prefix with that language's 404 page, deepest first", () => {
    const file = renderRedirectsFile(["404.html", "hi/404.html", "hi/team/404.html", "mr/404.html"]);
    const rules = file.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/hi/team/*  /hi/team/404.html  404",
      "/hi/*  /hi/404.html  404",
      "/mr/*  /mr/404.html  404",
    ]);
  });

  it("needs no rule for the root 404.html, which Netlify serves by itself", () => {
    expect(
      renderRedirectsFile(["404.html"])
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    ).toEqual([]);
  });
});
