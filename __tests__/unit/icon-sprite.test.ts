/** @jest-environment node */
import fs from "fs";
import path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Star } from "@phosphor-icons/react/dist/ssr";
import { ICON_SYMBOLS } from "../../src/icons/symbols";
import { iconId } from "../../src/lib/icon-id";
import { generatedIconFiles, iconName, ICONS } from "../../src/node/icon-sprite";

const root = path.resolve(__dirname, "../..");

describe("the icons' symbols", () => {
  it("holds exactly what the installed Phosphor draws for the named icons (else: run npm run icons)", () => {
    const stale = [...generatedIconFiles()].filter(
      ([file, text]) =>
        !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), "utf8") !== text,
    );
    expect(stale.map(([file]) => `${file} is out of date: run npm run icons`)).toEqual([]);
  });

  it("has one symbol per named icon, in the weight it is drawn in", () => {
    const ids = [...ICON_SYMBOLS.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(ICONS.map(iconName).sort().map(iconId));
    // Ratings draw filled stars; every other icon is in the regular weight.
    const star = /<symbol id="icon-star"[^>]*>(.*?)<\/symbol>/.exec(ICON_SYMBOLS)?.[1] ?? "";
    expect(star).toContain("<path");
    const outlined = renderToStaticMarkup(createElement(Star, { weight: "regular" }));
    expect(outlined).toContain("<path");
    expect(outlined).not.toContain(star);
  });
});
