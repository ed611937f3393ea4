/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";

/**
 * The products' pictures (scripts/media/products.mjs) are drawn in the brand's lime and teal: a design
 * review found two blue ones (the shield, the network) outside the palette.
 */
const dir = path.resolve(__dirname, "../../content/images/services");

/** The share of a picture's pixels that read as blue: blue well above both red and green. */
async function blueShare(file: string): Promise<number> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let blue = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index + 2] - Math.max(data[index], data[index + 1]) > 40) blue += 1;
  }
  return blue / (data.length / info.channels);
}

describe("the products' tiles", () => {
  const tiles = fs.readdirSync(dir).filter((file) => file.endsWith(".png"));

  it("are the six products'", () => {
    expect(tiles).toHaveLength(6);
  });

  it.each(tiles)("%s has no blue outside the lime and teal palette", async (tile) => {
    expect(await blueShare(path.join(dir, tile))).toBeLessThan(0.001);
  });
});
