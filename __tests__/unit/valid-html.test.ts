import { validHtml } from "../../src/node/valid-html";

describe("validHtml", () => {
  it("drops the NUL bytes React's stream leaves before a multi-byte character", () => {
    expect(validHtml("<p>Old Delhi\u0000\u0000–Gurgaon Road</p>")).toBe("<p>Old Delhi–Gurgaon Road</p>");
  });

  it("gives lazy images and their sources real src and srcset attributes", () => {
    const html =
      '<picture><source type="image/avif" data-srcset="/a.avif 80w" sizes="80px"/>' +
      '<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" data-src="/a.jpg" data-srcset="/a.jpg 80w" alt="Portrait"/></picture>';
    expect(validHtml(html)).toBe(
      '<picture><source type="image/avif" srcset="/a.avif 80w" sizes="80px"/>' +
        '<img data-gatsby-image-ssr="" data-main-image="" loading="lazy" src="/a.jpg" srcset="/a.jpg 80w" alt="Portrait"/></picture>',
    );
  });

  it("removes role=presentation only from images with an empty alt", () => {
    expect(validHtml('<img alt="" role="presentation" aria-hidden="true" src="data:x"/>')).toBe(
      '<img alt="" aria-hidden="true" src="data:x"/>',
    );
    expect(validHtml('<img alt="Logo" role="presentation" src="/l.png"/>')).toBe(
      '<img alt="Logo" role="presentation" src="/l.png"/>',
    );
  });

  it("leaves other data-src attributes alone", () => {
    expect(validHtml('<img data-src="/x.jpg" alt="x"/>')).toBe('<img data-src="/x.jpg" alt="x"/>');
  });
});
