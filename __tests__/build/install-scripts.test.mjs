// Dependencies' install scripts run only when reviewed: package.json's allowScripts (npm 11) names
// every installed package that has one, approved at the reviewed version or denied, and .npmrc's
// strict-allow-scripts makes an install with a new, unreviewed script fail before it runs.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NPM_ENV = {
  ...process.env,
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
};

describe("install scripts", () => {
  it("every installed package with an install script is reviewed in package.json's allowScripts", () => {
    const pending = spawnSync("npm", ["approve-scripts", "--allow-scripts-pending"], {
      cwd: ROOT,
      encoding: "utf8",
      env: NPM_ENV,
    });
    assert.equal(pending.status, 0, pending.stderr);
    const listed = `${pending.stdout}${pending.stderr}`;
    assert.doesNotMatch(listed, /@\d+\.\d+\.\d+/, `unreviewed install scripts:\n${listed}`);
  });

  it("a new dependency's install script fails the install, unrun, under the project's .npmrc", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-install-scripts-"));
    try {
      // A local package whose postinstall would leave a file behind if it ran.
      const marker = path.join(dir, "script-ran");
      const fixture = path.join(dir, "fixture");
      fs.mkdirSync(fixture);
      fs.writeFileSync(
        path.join(fixture, "package.json"),
        JSON.stringify({
          name: "install-script-fixture",
          version: "1.0.0",
          scripts: { postinstall: `node -e "require('fs').writeFileSync('${marker}', '')"` },
        }),
      );
      const tarball = execFileSync("npm", ["pack", "--silent", "--pack-destination", dir], {
        cwd: fixture,
        encoding: "utf8",
        env: NPM_ENV,
      }).trim();
      const project = path.join(dir, "project");
      fs.mkdirSync(project);
      const npmrc = path.join(ROOT, ".npmrc");
      if (fs.existsSync(npmrc)) fs.copyFileSync(npmrc, path.join(project, ".npmrc"));
      const { allowScripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
      fs.writeFileSync(
        path.join(project, "package.json"),
        JSON.stringify({
          name: "project",
          version: "1.0.0",
          private: true,
          dependencies: { "install-script-fixture": `file:../${tarball}` },
          allowScripts,
        }),
      );
      const install = spawnSync("npm", ["install", "--offline"], { cwd: project, encoding: "utf8", env: NPM_ENV });
      assert.notEqual(install.status, 0, "the install passed");
      assert.match(install.stderr, /install-script-fixture@1\.0\.0 \(postinstall: /);
      assert.ok(!fs.existsSync(marker), "the script ran");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
