// A content mistake must stop `gatsby build` with a message an editor can act on, and
// `npm run check:content` must say the same without building.
// Runs before the real build: a different content path invalidates Gatsby's cache.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, it } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NAME_MISSING = /content\/team\.json, entry 4 \(slug "[a-z-]+"\), field "name": is a required field/;
const IMAGE_MISSING =
  /content\/team\.json, entry 5 \(slug "[a-z-]+"\), field "image": file content\/images\/people\/missing\.jpg does not exist: put the picture there \(any \.jpg, \.png, \.webp or \.avif of at least 400 x 400 px\), or correct the path/;

const TWIN_IMAGE_DIFFERS =
  /content\/hi\/team\.json, entry 5 \(slug "[a-z-]+"\), field "image": is "[^"]+" but content\/team\.json has "images\/people\/missing\.jpg"; it is the same in every language, so write the same value in both/;

/** @type {string} */
let dir = "";

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const team = JSON.parse(fs.readFileSync(path.join(dir, "team.json"), "utf8"));
  delete team[3].name;
  team[4].image = "images/people/missing.jpg";
  fs.writeFileSync(path.join(dir, "team.json"), JSON.stringify(team, null, 2));
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

it("gatsby build fails naming the file, entry and field of a broken content file", () => {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    encoding: "utf8",
    timeout: 180_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  assert.notEqual(result.status, 0, "the build must fail");
  assert.match(output, NAME_MISSING);
  assert.match(output, IMAGE_MISSING);
});

it("npm run check:content fails with the build's report, without building", () => {
  const result = spawnSync("npm", ["run", "--silent", "check:content"], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
    timeout: 60_000,
  });
  assert.equal(result.status, 1, "the check must fail");
  const [heading, ...problems] = result.stderr.trimEnd().split("\n");
  assert.equal(heading, `Content check failed: 3 problem(s) in ${dir}`);
  assert.equal(problems.length, 3);
  assert.match(problems[0], NAME_MISSING);
  assert.match(problems[1], IMAGE_MISSING);
  // The picture is the same in every language: the Hindi twin, left as it was, now differs.
  assert.match(problems[2], TWIN_IMAGE_DIFFERS);
});
