// Hostile requests against both servers of the build, nginx with deploy/nginx.conf and the Node
// server of `npm start`: malformed encodings, CR/LF and NUL, overlong UTF-8, traversal, double
// encoding, 8 KB paths, odd methods. Nothing may crash, answer 5xx, inject a header or serve a
// file from outside public/.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { PUBLIC_DIR } from "../support/site-data.mjs";
import { startNginx } from "./nginx.mjs";
import { rawRequest } from "./raw-http.mjs";

const BASES = ["", "/team", "/contact", "/static", "/page-data", "/~partytown", "/team/aarav-malhotra"];
const PAYLOADS = [
  "%",
  "%zz",
  "a%",
  "%E0%A4%A",
  "%C0%AF",
  "%C0%AE%C0%AE%C0%AFpackage.json",
  "%0d%0aSet-Cookie:%20injected=1",
  "x%0dSet-Cookie:%20injected=1",
  "%0aX-Injected:%201",
  "%00",
  "index.html%00.png",
  "..%2f..%2fpackage.json",
  "%2e%2e/%2e%2e/package.json",
  "%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252fpackage.json",
  "..%5c..%5cpackage.json",
  "..\\..\\package.json",
  "..;/..;/package.json",
  "%ff%fe%fd",
  "\u00e9t\u00e9",
  "//evil.example",
  "%2f%2fevil.example",
  "\\evil.example",
  "_headers",
  "A".repeat(8192),
];
const TARGETS = BASES.flatMap((base) =>
  PAYLOADS.flatMap((payload) => [`${base}/${payload}`, `${base}/${payload}/`, `${base}/${payload}/?q=%0d%0a`]),
);
const METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "FOO"];
const OUTSIDE = [/"name": "pravahpay-website"/, /root:x?:0:0:/];

/**
 * @param {string} route
 * @param {import("./raw-http.mjs").RawResponse} response
 */
function assertSafe(route, { status, headers, body }) {
  assert.ok(status >= 200 && status < 500, `${route.slice(0, 120)}: status ${status}`);
  const names = headers.map(([name]) => name);
  assert.ok(
    !names.includes("set-cookie") && !names.includes("x-injected"),
    `${route.slice(0, 120)}: injected header ${names}`,
  );
  for (const [name, value] of headers) assert.doesNotMatch(value, /[\r\n\0]/, `${route.slice(0, 120)}: ${name}`);
  const location = headers.find(([name]) => name === "location")?.[1];
  if (location) assert.match(location, /^\/(?![/\\])/, `${route.slice(0, 120)}: redirects off-site to ${location}`);
  for (const secret of OUTSIDE)
    assert.doesNotMatch(body, secret, `${route.slice(0, 120)}: served a file from outside public/`);
}

/** @param {string} url */
async function fuzz(url) {
  let answered = 0;
  for (const target of TARGETS) {
    for (const method of ["GET", "HEAD"]) {
      assertSafe(`${method} ${target}`, await rawRequest(url, method, target));
      answered += 1;
    }
  }
  for (const method of METHODS) {
    for (const target of ["/", "/team", "/team/", "/no-such-page", "/app-data.json"]) {
      const response = await rawRequest(url, method, target);
      assertSafe(`${method} ${target}`, response);
      assert.ok(response.status >= 400, `${method} ${target}: ${response.status}`);
      answered += 1;
    }
  }
  // Still serving after all of it.
  const home = await rawRequest(url, "GET", "/");
  assert.equal(home.status, 200);
  return answered;
}

const servers = {
  "nginx with deploy/nginx.conf": () => startNginx(),
  "the Node server of `npm start`": () =>
    startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) }),
};

for (const [name, start] of Object.entries(servers)) {
  describe(`fuzzing ${name}`, () => {
    /** @type {{ url: string, close: () => Promise<void> }} */
    let server;
    before(async () => {
      server = await start();
    });
    after(() => server?.close());

    it(`answers ${TARGETS.length * 2 + METHODS.length * 5} hostile requests with no crash, no 5xx, no injected header and nothing from outside public/`, async () => {
      const answered = await fuzz(server.url);
      console.log(`${name}: ${answered} hostile requests answered safely`);
    });
  });
}
