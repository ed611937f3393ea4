// `npm start`'s server (scripts/serve.mjs) when reading fails: a file whose read fails with EIO
// while it streams, and a process out of file descriptors under 300 concurrent requests for a
// video. Each request gets a 5xx or a response cut short, never a crash: the server answers the
// next request.
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { PUBLIC_DIR } from "../support/site-data.mjs";
import { startServeProcess } from "./serve-process.mjs";

/**
 * Whether the server still answers: the home page 200, twice.
 * @param {import("./serve-process.mjs").ServeProcess} server
 */
async function assertStillServing(server) {
  // The storm's sockets close after the test lets go of them: until the server has released those
  // descriptors, accepting one more connection can still fail (ECONNRESET). It must recover, alive.
  for (let waited = 0; ; waited += 100) {
    const answered = await fetch(`${server.url}/`).then(
      (response) => response.arrayBuffer().then(() => true),
      (error) => {
        if (waited >= 5_000) throw error;
        return false;
      },
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(`${server.url}/`);
    await response.arrayBuffer();
    assert.equal(response.status, 200, server.output());
  }
  assert.ok(server.alive(), server.output());
}

describe("npm start's server when a read fails", () => {
  it("a file failing with EIO while it streams ends that response only", async (t) => {
    if (process.getuid?.() !== 0) return t.skip("needs root: /proc/<pid>/mem is bind-mounted into public/");
    // A public/ whose page.html is the server's own /proc/<pid>/mem: open succeeds, every read at
    // offset 0 fails with EIO. The bind mount lives in a private mount namespace of the server's.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-eio-"));
    const publicDir = path.join(dir, "public");
    fs.mkdirSync(publicDir);
    for (const file of ["index.html", "404.html"])
      fs.copyFileSync(path.join(PUBLIC_DIR, file), path.join(publicDir, file));
    const failing = path.join(publicDir, "page.html");
    fs.writeFileSync(failing, "");
    const server = await startServeProcess({
      cwd: dir,
      wrapper: [
        "unshare",
        "--mount",
        "--propagation",
        "private",
        "sh",
        "-c",
        'mount --bind /proc/$$/mem "$0" && exec "$@"',
        failing,
      ],
    });
    try {
      // Compressed on the fly, so read whole whatever its size says (zero, as /proc's files).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await fetch(`${server.url}/page.html`, { headers: { "Accept-Encoding": "gzip" } })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch((/** @type {Error} */ error) => error);
        assert.ok(result instanceof Error || result >= 500, `a failed read answered ${result}`);
        await assertStillServing(server);
      }
      assert.match(server.output(), /page\.html: .*EIO/, "the failure is logged");
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("300 concurrent requests for a video with 150 descriptors: 500s, no crash", async () => {
    const video = /** @type {string} */ (
      /** @type {string[]} */ (fs.readdirSync(PUBLIC_DIR, { recursive: true })).find((file) => file.endsWith(".mp4"))
    );
    const server = await startServeProcess({ wrapper: ["sh", "-c", 'ulimit -n 150 && exec "$@"', "sh"] });
    // Each connection its own socket, held open until every request has settled.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 300 });
    try {
      const url = `${server.url}/${video.split(path.sep).join("/")}`;
      const outcomes = await Promise.all(
        Array.from(
          { length: 300 },
          () =>
            new Promise((resolve) => {
              const request = http.get(url, { agent, timeout: 30_000 }, (response) => {
                response.resume();
                response.on("end", () => resolve(response.statusCode));
                response.on("error", (error) => resolve(error));
              });
              request.on("timeout", () => request.destroy(new Error("no answer in 30 s")));
              request.on("error", (error) => resolve(error));
            }),
        ),
      );
      const statuses = outcomes.filter((result) => typeof result === "number");
      assert.ok(
        statuses.every((status) => status === 200 || status === 500),
        `only 200 and 500: ${[...new Set(statuses)]}`,
      );
      assert.ok(statuses.includes(500), `descriptors ran out (${statuses.length} answers, none 500)`);
      agent.destroy();
      await assertStillServing(server);
      assert.match(server.output(), /EMFILE/, "the failure is logged");
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
