/** @jest-environment node */
import fs from "fs";
import path from "path";
import { generatedFiles, SCHEMAS_DIR } from "../../src/content-model/generated";

const root = path.resolve(__dirname, "../..");

describe("content/schemas", () => {
  it("holds exactly what the content model generates (else: run npm run content:schemas)", () => {
    const expected = generatedFiles(path.join(root, "content"));
    const committed = (fs.readdirSync(path.join(root, SCHEMAS_DIR), { recursive: true }) as string[])
      .map((name) => `${SCHEMAS_DIR}/${name.split(path.sep).join("/")}`)
      .filter((file) => fs.statSync(path.join(root, file)).isFile());
    const names = new Set([...expected.keys(), ...committed]);
    const stale = [...names].filter((file) => {
      const full = path.join(root, file);
      return !fs.existsSync(full) || fs.readFileSync(full, "utf8") !== expected.get(file);
    });
    expect(stale.map((file) => `${file} is out of date: run npm run content:schemas`)).toEqual([]);
  });
});
