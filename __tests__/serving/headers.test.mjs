// What nginx, serving public/ with the generated deploy/nginx.conf, answers: each header on each
// kind of file, the 404 page, no folder listings, the Observatory's score; and that the CDN's
// public/_headers and the Node server of `npm start` give the same headers.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { ALL_ROUTES, PUBLIC_DIR, pageCopy } from "../e2e/helpers.mjs";
import { startNginx } from "./nginx.mjs";
import { observatoryScore } from "./observatory-score.mjs";

const SECURITY = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const POLICY_HEADERS = [...Object.keys(SECURITY), "permissions-policy", "cache-control", "content-security-policy"];

const firstFile = (dir) => {
  const entry = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))[0];
  return entry.isDirectory() ? firstFile(path.join(dir, entry.name)) : path.join(dir, entry.name);
};
const SAMPLES = {
  html: "/team",
  pageData: "/page-data/team/page-data.json",
  appData: "/page-data/app-data.json",
  js: `/${fs.readdirSync(PUBLIC_DIR).find((file) => /^app-[0-9a-f]{20}\.js$/.test(file))}`,
  css: `/${fs.readdirSync(PUBLIC_DIR).find((file) => /^styles\.[0-9a-f]{20}\.css$/.test(file))}`,
  staticAsset: `/${path.relative(PUBLIC_DIR, firstFile(path.join(PUBLIC_DIR, "static")))}`,
};

let nginx;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx?.close());

const get = (route, init) => fetch(`${nginx.url}${route}`, { redirect: "manual", ...init });
const directives = (csp) => new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
const policyHeaders = (response) => Object.fromEntries(POLICY_HEADERS.map((name) => [name, response.headers.get(name)]).filter(([, v]) => v !== null));

function assertSecurityHeaders(response) {
  for (const [name, value] of Object.entries(SECURITY)) assert.equal(response.headers.get(name), value, name);
  const permissions = response.headers.get("permissions-policy");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`));
}

describe("nginx with the generated deploy/nginx.conf", () => {
  it("an HTML page: revalidated, gzipped, every security header and a strict CSP with this build's hashes", async () => {
    const response = await get(SAMPLES.html);
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type"), /^text\/html/);
    assert.equal(response.headers.get("content-encoding"), "gzip");
    assert.equal(response.headers.get("cache-control"), REVALIDATE);
    assertSecurityHeaders(response);
    const csp = directives(response.headers.get("content-security-policy"));
    assert.deepEqual(csp.get("default-src"), ["'none'"]);
    assert.deepEqual(csp.get("frame-ancestors"), ["'none'"]);
    assert.deepEqual(csp.get("form-action"), ["'self'"]);
    assert.deepEqual(csp.get("base-uri"), ["'self'"]);
    assert.deepEqual(csp.get("connect-src"), ["'self'", "http://127.0.0.1:4599"], "the test build's EmailJS origin");
    const scriptSrc = csp.get("script-src");
    assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), scriptSrc.join(" "));
    // The script Gatsby writes to tell the page its path, hashed here independently of the build.
    const loader = '/*<![CDATA[*/window.pagePath="/team";/*]]>*/';
    assert.ok((await response.text()).includes(loader));
    assert.ok(scriptSrc.includes(`'sha256-${crypto.createHash("sha256").update(loader).digest("base64")}'`), "hash of the page-path script");
  });

  for (const kind of ["pageData", "appData"]) {
    it(`${SAMPLES[kind]}: revalidated, every security header, no CSP`, async () => {
      const response = await get(SAMPLES[kind]);
      assert.equal(response.status, 200);
      assert.match(response.headers.get("content-type"), /^application\/json/);
      assert.equal(response.headers.get("cache-control"), REVALIDATE);
      assertSecurityHeaders(response);
      assert.equal(response.headers.get("content-security-policy"), null);
    });
  }

  for (const kind of ["js", "css", "staticAsset"]) {
    it(`a ${kind === "staticAsset" ? "static/ asset" : `hashed ${kind} bundle`} (${SAMPLES[kind]}): cached for a year, immutable`, async () => {
      const response = await get(SAMPLES[kind]);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("cache-control"), IMMUTABLE);
      assertSecurityHeaders(response);
      if (kind !== "staticAsset") assert.equal(response.headers.get("content-encoding"), "gzip");
    });
  }

  for (const route of ["/no-such-page", "/team/nobody", "/static"]) {
    it(`${route}: Gatsby's 404 page with status 404 and the 404 page's own CSP`, async () => {
      const response = await get(route);
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.ok(html.includes(pageCopy("/404").heading), "the Page Not Found screen");
      assertSecurityHeaders(response);
      const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src");
      const loader = '/*<![CDATA[*/window.pagePath="/404.html";/*]]>*/';
      assert.ok(scriptSrc.includes(`'sha256-${crypto.createHash("sha256").update(loader).digest("base64")}'`));
    });
  }

  it("lists no folder: a trailing slash redirects to the path without it, which is a 404", async () => {
    for (const folder of ["/static/", "/page-data/", "/icons/"]) {
      const response = await get(folder);
      assert.equal(response.status, 301, folder);
      assert.equal(new URL(response.headers.get("location")).pathname, folder.slice(0, -1));
      const target = await get(folder.slice(0, -1));
      assert.equal(target.status, 404, folder);
      assert.doesNotMatch(await target.text(), /Index of/);
    }
  });

  it("scores 100 or more on the MDN HTTP Observatory's header tests, on every page", async () => {
    const scores = [];
    for (const route of [...ALL_ROUTES, "/no-such-page"]) {
      const response = await get(route);
      await response.arrayBuffer();
      // Served over loopback HTTP: the test build's http://127.0.0.1:4599 is not mixed content here.
      const { score, tests } = observatoryScore(Object.fromEntries(response.headers), { https: false });
      assert.ok(score >= 100, `${route}: ${score}\n${JSON.stringify(tests, null, 2)}`);
      scores.push(score);
    }
    console.log(`Observatory score (headers only): ${Math.min(...scores)} on every one of ${scores.length} pages`);
  });
});

/**
 * The headers a CDN gives `route` from public/_headers: every matching rule applies; "*" matches
 * any characters; an exact path matches with or without a trailing slash (Netlify; Cloudflare
 * serves folder pages at /team/).
 */
function cdnHeaders(route) {
  const withoutSlash = (p) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  const text = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
  const headers = {};
  for (const block of text.split("\n\n").filter((b) => b.startsWith("/"))) {
    const [pattern, ...lines] = block.trim().split("\n");
    const glob = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&")).join(".*")}$`);
    const matches = pattern.includes("*") ? glob.test(route) : withoutSlash(route) === withoutSlash(pattern);
    if (!matches) continue;
    for (const line of lines) {
      const [name, ...value] = line.trim().split(": ");
      assert.equal(headers[name.toLowerCase()], undefined, `${name} set twice for ${route}: a CDN would join the values`);
      headers[name.toLowerCase()] = value.join(": ");
    }
  }
  return headers;
}

describe("the same headers everywhere", () => {
  it("public/_headers gives the CDN what nginx sends", async () => {
    for (const route of [...Object.values(SAMPLES), "/"]) {
      const response = await get(route);
      assert.deepEqual(cdnHeaders(route), policyHeaders(response), route);
    }
  });

  it("the Node server of `npm start` sends what nginx sends, 404 page included", async () => {
    const node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
    try {
      for (const route of [...Object.values(SAMPLES), "/", "/team/nobody", "/manifest.webmanifest"]) {
        const [fromNode, fromNginx] = await Promise.all([fetch(`${node.url}${route}`), get(route)]);
        assert.equal(fromNode.status, fromNginx.status, route);
        assert.deepEqual(policyHeaders(fromNode), policyHeaders(fromNginx), route);
      }
    } finally {
      await node.close();
    }
  });
});
