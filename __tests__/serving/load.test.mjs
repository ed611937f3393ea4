// A bounded load test on loopback: wrk (10 s, 64 connections) against the nginx-served home
// page and a page-data file, gzip accepted as browsers do.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, before, it } from "node:test";
import { startNginx } from "./nginx.mjs";

const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

/** @type {import("./nginx.mjs").Nginx} */
let nginx;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx?.close());

/**
 * Runs wrk and reads its summary; the error lines appear only when there were errors.
 * @param {string} url
 */
function load(url) {
  const run = spawnSync(WRK, ["-t2", "-c64", "-d10s", "--timeout", "5s", "-H", "Accept-Encoding: gzip", url], {
    encoding: "utf8",
    timeout: 60_000,
  });
  assert.equal(run.status, 0, `wrk failed: ${run.error ?? run.stderr}`);
  const number = (/** @type {RegExp} */ pattern) => Number(pattern.exec(run.stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(run.stdout);
  return {
    output: run.stdout,
    requests: number(/(\d+) requests in/),
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    // wrk counts answers outside 200-399; a 2xx-only check is below (the targets answer 200, no redirect).
    notOk: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

for (const route of ["/", "/page-data/index/page-data.json"]) {
  it(`${route}: 64 connections for 10 s, no socket error, every answer 2xx`, async () => {
    const url = `${nginx.url}${route}`;
    assert.equal((await fetch(url, { redirect: "manual" })).status, 200);
    const result = load(url);
    console.log(`wrk ${route}: ${result.perSecond.toFixed(0)} requests/s (${result.requests} in 10 s)`);
    assert.ok(result.requests > 0, result.output);
    assert.equal(result.socketErrors, 0, result.output);
    assert.equal(result.notOk, 0, result.output);
  });
}
