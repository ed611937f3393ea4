// The real MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory) against nginx with the
// generated deploy/nginx.conf as shipped: its TLS server block (with a throw-away certificate in the
// configurable certificate paths) and its port-80 server redirecting to HTTPS.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { ROOT, team } from "../support/site-data.mjs";
import { NGINX_CONF, startNginx } from "./nginx.mjs";

const SCAN = path.join(import.meta.dirname, "observatory-scan.mjs");
const PORT_MAP = path.join(import.meta.dirname, "port-map.mjs");
// The scanner refuses a 404 answer, so the 404 page is scanned at its own URL; the header tests
// show an unknown path gets exactly its headers.
const PAGES = ["/", "/contact/", `/team/${team[0].slug}/`, "/404.html"];
const emailJsConfig = fs.readFileSync(path.join(ROOT, "src/lib/emailjs-config.ts"), "utf8");
const PRODUCTION_EMAIL_ORIGIN = /** @type {RegExpExecArray} */ (
  /DEFAULT_EMAILJS_ORIGIN = "([^"]+)"/.exec(emailJsConfig)
)[1];

/** @type {import("./nginx.mjs").Nginx} */
let nginx;
/** @type {string} */
let confDir;
before(async () => {
  // The test build posts to a fake e-mail service on http://127.0.0.1:4599, which a scanner rightly
  // marks down as an insecure source in an HTTPS page's CSP: scan with the origin a production
  // build writes instead, everything else as built.
  confDir = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-observatory-"));
  const conf = path.join(confDir, "nginx.conf");
  fs.writeFileSync(
    conf,
    fs.readFileSync(NGINX_CONF, "utf8").replaceAll("http://127.0.0.1:4599", PRODUCTION_EMAIL_ORIGIN),
  );
  nginx = await startNginx({ conf, tls: { hostname: "localhost" } });
});
after(async () => {
  await nginx?.close();
  fs.rmSync(confDir, { recursive: true, force: true });
});

describe("the MDN HTTP Observatory", () => {
  for (const page of PAGES) {
    it(`scores ${page} 130 or more (A+)`, () => {
      const run = spawnSync(process.execPath, ["--import", PORT_MAP, SCAN, `localhost${page}`], {
        encoding: "utf8",
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: nginx.certificate,
          PORT_MAP: `80=${nginx.httpPort},443=${nginx.port}`,
        },
        timeout: 60_000,
      });
      assert.equal(run.status, 0, run.stderr);
      const { score, grade, tests } = JSON.parse(run.stdout);
      console.log(`${page}: ${score} (${grade})`);
      assert.ok(score >= 130, `${page}: ${score}\n${JSON.stringify(tests, null, 2)}`);
      assert.equal(grade, "A+");
      assert.equal(tests.redirection.outcome, "redirection-to-https", "plain HTTP is redirected to HTTPS");
      const failed = Object.entries(tests).filter(([, test]) => !test.pass);
      assert.deepEqual(failed, [], `${page}: every test passes`);
    });
  }
});
