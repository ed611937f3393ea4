// `npm run serve` with a deploy/ folder from another build than public/ would send a policy whose
// script hashes match none of the pages: every page's code blocked, silently. It stops instead.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";

/** Every folder this file writes, removed when its tests end. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "stale-headers-"));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * A public/ whose _headers sends `sent`, and a header table whose policy is `table`.
 * @param {string} sent
 * @param {string} table
 */
function build(sent, table) {
  const dir = fs.mkdtempSync(path.join(scratch, "build-"));
  const root = path.join(dir, "public");
  fs.mkdirSync(root);
  fs.writeFileSync(
    path.join(root, "_headers"),
    `# Written by gatsby build\n\n/*\n  Content-Security-Policy: ${sent}\n`,
  );
  const tableFile = path.join(dir, "headers.json");
  const everywhere = { "Content-Security-Policy": table };
  fs.writeFileSync(tableFile, JSON.stringify({ everywhere, defaultCacheControl: "no-cache", folders: {}, files: [] }));
  return { root, tableFile };
}

describe("the Node server's header table", () => {
  it("is taken when the build that wrote public/ wrote it", () => {
    const { root, tableFile } = build("script-src 'self' 'sha256-a'", "script-src 'self' 'sha256-a'");
    const headersFor = headersFromBuild(root, tableFile);
    assert.equal(headersFor(path.join(root, "index.html"))["Content-Security-Policy"], "script-src 'self' 'sha256-a'");
  });

  it("stops, saying why, when another build wrote it", () => {
    const { root, tableFile } = build("script-src 'self' 'sha256-new'", "script-src 'self' 'sha256-old'");
    assert.throws(() => headersFromBuild(root, tableFile), {
      message: new RegExp(`${tableFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} was written by another build than`),
    });
  });

  it("npm run serve exits with that message instead of serving", () => {
    const { root, tableFile } = build("script-src 'self' 'sha256-new'", "script-src 'self' 'sha256-old'");
    const project = path.dirname(root);
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>x</title>");
    fs.mkdirSync(path.join(project, "deploy"));
    fs.renameSync(tableFile, path.join(project, "deploy", "headers.json"));
    // The server's own modules beside that deploy/ (it reads ../deploy/headers.json from its folder).
    const scripts = path.resolve(import.meta.dirname, "../../scripts");
    fs.mkdirSync(path.join(project, "scripts"));
    for (const file of fs.readdirSync(scripts).filter((name) => name.endsWith(".mjs")))
      fs.copyFileSync(path.join(scripts, file), path.join(project, "scripts", file));
    const run = spawnSync(process.execPath, ["scripts/serve.mjs"], {
      cwd: project,
      env: { ...process.env, PORT: "0" },
      encoding: "utf8",
      timeout: 10_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /was written by another build than public\//);
  });
});
