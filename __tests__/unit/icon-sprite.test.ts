/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Star } from "@phosphor-icons/react/dist/ssr";
import { generatedIconFiles, iconName, ICONS } from "../../src/node/icon-sprite";

const root = path.resolve(__dirname, "../..");

describe("the icon sprite", () => {
  it("holds exactly what the installed Phosphor draws for the named icons (else: run npm run icons)", () => {
    const stale = [...generatedIconFiles()].filter(
      ([file, text]) =>
        !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), "utf8") !== text,
    );
    expect(stale.map(([file]) => `${file} is out of date: run npm run icons`)).toEqual([]);
  });

  it("has one symbol per named icon, in the weight it is drawn in", () => {
    const sprite = generatedIconFiles().get("src/icons/sprite.svg") ?? "";
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(ICONS.map(iconName).sort());
    // Ratings draw filled stars; every other icon is in the regular weight.
    const star = /<symbol id="star"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1] ?? "";
    const outlined = renderToStaticMarkup(createElement(Star, { weight: "regular" }));
    expect(outlined).toContain("<path");
    expect(outlined).not.toContain(star);
  });

  it("would not be inlined by webpack as a data URI, which <use> cannot reference", () => {
    // Gatsby's url-loader inlines images under 10,000 bytes (gatsby/dist/utils/webpack-utils.js).
    expect(fs.statSync(path.join(root, "src/icons/sprite.svg")).size).toBeGreaterThan(10_000);
  });
});
