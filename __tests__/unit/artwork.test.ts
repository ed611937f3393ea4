import type { IGatsbyImageData } from "gatsby-plugin-image";
import { artworkImage, drawnImage } from "../../src/lib/artwork";
import { drawingSize } from "../../src/content-model/image-size";

const COVER = { width: 480, aspectRatio: 1.778 };

describe("artworkImage", () => {
  it("draws a picture at the sizes the build made of it", () => {
    const sizes = { layout: "constrained", width: 480, height: 270, images: {} } as IGatsbyImageData;
    expect(artworkImage({ publicURL: "/static/a/x.png", childImageSharp: { gatsbyImageData: sizes } }, COVER)).toBe(
      sizes,
    );
  });

  it("draws a drawing as it is, in a box of the cover's shape", () => {
    expect(artworkImage({ publicURL: "/static/b/cover.svg", childImageSharp: null }, COVER)).toEqual({
      layout: "constrained",
      width: 480,
      height: 270,
      images: { fallback: { src: "/static/b/cover.svg" } },
    });
  });

  it("draws nothing for an empty field, and stops on a file that is neither, naming it", () => {
    expect(artworkImage(null, COVER)).toBeUndefined();
    expect(() => artworkImage({ publicURL: "/static/c/cover.gif", childImageSharp: null }, COVER)).toThrow(
      /\/static\/c\/cover\.gif: neither a picture the build made sizes of nor an \.svg drawing/,
    );
  });

  it("gives the CMS's preview the same box for an uploaded picture", () => {
    expect(drawnImage("blob:x", 320, 1)).toMatchObject({ width: 320, height: 320 });
  });
});

describe("drawingSize", () => {
  it("reads the root element's viewBox, however it is spaced", () => {
    expect(
      drawingSize('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540">'),
    ).toEqual({ width: 960, height: 540 });
    expect(drawingSize("<svg viewBox = ' -10, -5  320.5 80e0 ' width='1'></svg>")).toEqual({
      width: 320.5,
      height: 80,
    });
  });

  it("has no size without a usable viewBox on the root element", () => {
    expect(drawingSize('<svg width="960" height="540"><svg viewBox="0 0 10 10"/></svg>')).toBeUndefined();
    expect(drawingSize('<svg viewBox="0 0 0 540"></svg>')).toBeUndefined();
    expect(drawingSize("<html>not a drawing</html>")).toBeUndefined();
  });
});
