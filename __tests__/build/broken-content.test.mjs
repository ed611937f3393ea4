// A content mistake must stop `gatsby build` with a message an editor can act on.
// Runs before the real build: a different content path invalidates Gatsby's cache.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { it } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("gatsby build fails naming the file, entry and field of a broken content file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const team = JSON.parse(fs.readFileSync(path.join(dir, "team.json"), "utf8"));
  delete team[3].name;
  team[4].image = "images/team/missing.jpg";
  fs.writeFileSync(path.join(dir, "team.json"), JSON.stringify(team, null, 2));
  try {
    const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      encoding: "utf8",
      timeout: 180_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    assert.notEqual(result.status, 0, "the build must fail");
    assert.match(output, /content\/team\.json, entry 4 \(slug "[a-z-]+"\), field "name": is a required field/);
    assert.match(output, /content\/team\.json, entry 5 \(slug "[a-z-]+"\), field "image": file images\/team\/missing\.jpg does not exist/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
