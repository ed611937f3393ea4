/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");

describe("the face of the languages' Devanagari labels (src/styles/devanagari-labels.css)", () => {
  it("is cut from content/languages.json's labels as they are now (else: node scripts/devanagari-label-font.mjs)", () => {
    // In Node: the cut needs harfbuzzjs, an ESM module with top-level await, which jest cannot load.
    const result = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        "import { devanagariLabels, labelFontCss } from './scripts/devanagari-label-font.mjs';" +
          "process.stdout.write(await labelFontCss(devanagariLabels()));",
      ],
      { cwd: root, encoding: "utf8" },
    );
    if (!result.stdout) throw new Error(`scripts/devanagari-label-font.mjs: ${result.stderr}`);
    expect(fs.readFileSync(path.join(root, "src/styles/devanagari-labels.css"), "utf8")).toBe(result.stdout);
    expect(result.stdout).toContain("हिन्दी");
  });
});
