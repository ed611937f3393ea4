import { validHtml } from "../../src/node/valid-html";

describe("validHtml", () => {
  it("drops the NUL bytes React's stream leaves before a multi-byte character", () => {
    expect(validHtml("<p>Old Delhi\u0000\u0000–Gurgaon Road</p>")).toBe("<p>Old Delhi–Gurgaon Road</p>");
  });

  it("leaves the rest of the page as it is", () => {
    const html = '<picture><source type="image/avif" srcset="/a.avif 80w"/><img src="/a.jpg" alt=""/></picture>';
    expect(validHtml(html)).toBe(html);
  });
});
