// What nginx, serving public/ with the generated deploy/nginx.conf, answers: each header on each
// kind of file, the 404 page, no folder listings; and that the CDN's
// public/_headers and the Node server of `npm start` give the same headers.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { PUBLIC_DIR, pageCopy } from "../support/site-data.mjs";
import { startNginx } from "./nginx.mjs";

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

/** @type {(dir: string) => string} */
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

/** @type {import("./nginx.mjs").Nginx} */
let nginx;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx?.close());

/** @type {(route: string, init?: RequestInit) => Promise<Response>} */
const get = (route, init) => fetch(`${nginx.url}${route}`, { redirect: "manual", ...init });
/** @type {(csp: string | null) => Map<string, string[]>} */
const directives = (csp) =>
  new Map(
    /** @type {string} */ (csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
/** @type {(response: Response) => Record<string, string>} */
const policyHeaders = (response) =>
  Object.fromEntries(POLICY_HEADERS.map((name) => [name, response.headers.get(name)]).filter(([, v]) => v !== null));

/** @param {Response} response */
function assertSecurityHeaders(response) {
  for (const [name, value] of Object.entries(SECURITY)) assert.equal(response.headers.get(name), value, name);
  const permissions = response.headers.get("permissions-policy");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    assert.match(/** @type {string} */ (permissions), new RegExp(`(^|, )${feature}=\\(\\)`));
}

describe("nginx with the generated deploy/nginx.conf", () => {
  it("an HTML page: revalidated, gzipped, every security header and a strict CSP with this build's hashes", async () => {
    const response = await get(SAMPLES.html);
    assert.equal(response.status, 200);
    assert.match(/** @type {string} */ (response.headers.get("content-type")), /^text\/html/);
    assert.equal(response.headers.get("content-encoding"), "gzip");
    assert.equal(response.headers.get("cache-control"), REVALIDATE);
    assertSecurityHeaders(response);
    const csp = directives(response.headers.get("content-security-policy"));
    assert.deepEqual(csp.get("default-src"), ["'none'"]);
    assert.deepEqual(csp.get("frame-ancestors"), ["'none'"]);
    assert.deepEqual(csp.get("form-action"), ["'self'"]);
    assert.deepEqual(csp.get("base-uri"), ["'self'"]);
    assert.deepEqual(csp.get("connect-src"), ["'self'", "http://127.0.0.1:4599"], "the test build's EmailJS origin");
    const scriptSrc = /** @type {string[]} */ (csp.get("script-src"));
    assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), scriptSrc.join(" "));
    // The script that tells the page its path, the same on every page, hashed here independently of the build.
    const loader = "window.pagePath=document.currentScript.dataset.pagePath";
    const html = await response.text();
    assert.ok(html.includes(`<script id="gatsby-script-loader" data-page-path="/team">${loader}</script>`));
    assert.ok(
      scriptSrc.includes(`'sha256-${crypto.createHash("sha256").update(loader).digest("base64")}'`),
      "hash of the page-path script",
    );
    const styleElements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, text]) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`,
    );
    assert.ok(styleElements.length > 0);
    for (const source of ["style-src", "style-src-elem"]) {
      assert.ok(!(/** @type {string[]} */ (csp.get(source)).includes("'unsafe-inline'")), source);
      for (const hash of styleElements)
        assert.ok(/** @type {string[]} */ (csp.get(source)).includes(hash), `${source} allows ${hash}`);
    }
    assert.deepEqual(csp.get("style-src-attr"), ["'unsafe-inline'"]);
  });

  for (const kind of /** @type {const} */ (["pageData", "appData"])) {
    it(`${SAMPLES[kind]}: revalidated, every security header, the site's CSP`, async () => {
      const response = await get(SAMPLES[kind]);
      assert.equal(response.status, 200);
      assert.match(/** @type {string} */ (response.headers.get("content-type")), /^application\/json/);
      assert.equal(response.headers.get("cache-control"), REVALIDATE);
      assertSecurityHeaders(response);
      assert.deepEqual(directives(response.headers.get("content-security-policy")).get("default-src"), ["'none'"]);
    });
  }

  for (const kind of /** @type {const} */ (["js", "css", "staticAsset"])) {
    it(`a ${kind === "staticAsset" ? "static/ asset" : `hashed ${kind} bundle`} (${SAMPLES[kind]}): cached for a year, immutable`, async () => {
      const response = await get(SAMPLES[kind]);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("cache-control"), IMMUTABLE);
      assertSecurityHeaders(response);
      if (kind !== "staticAsset") assert.equal(response.headers.get("content-encoding"), "gzip");
    });
  }

  for (const route of ["/no-such-page", "/team/nobody", "/static", "/_headers"]) {
    it(`${route}: Gatsby's 404 page with status 404 and the site's CSP`, async () => {
      const response = await get(route);
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.ok(html.includes(pageCopy("/404").heading), "the Page Not Found screen");
      assert.ok(html.includes('data-page-path="/404.html"'));
      assertSecurityHeaders(response);
      assert.deepEqual(directives(response.headers.get("content-security-policy")).get("frame-ancestors"), ["'none'"]);
    });
  }

  it("redirects a trailing slash relatively, from the raw URI: no injected header, query kept, never off-site", async () => {
    const cases = {
      "/x%0dSet-Cookie:%20a=b/": "/x%0dSet-Cookie:%20a=b",
      "/team/?utm_source=mail&a=%0d": "/team?utm_source=mail&a=%0d",
      "//evil.example/": "/evil.example",
      "/about-us//": "/about-us",
    };
    for (const [route, location] of Object.entries(cases)) {
      const response = await get(route);
      assert.equal(response.status, 301, route);
      assert.equal(response.headers.get("location"), location, route);
      assert.equal(response.headers.get("set-cookie"), null, route);
    }
  });

  it("lists no folder: a trailing slash redirects to the path without it, which is a 404", async () => {
    for (const folder of ["/static/", "/page-data/", "/icons/"]) {
      const response = await get(folder);
      assert.equal(response.status, 301, folder);
      assert.equal(response.headers.get("location"), folder.slice(0, -1));
      const target = await get(folder.slice(0, -1));
      assert.equal(target.status, 404, folder);
      assert.doesNotMatch(await target.text(), /Index of/);
    }
  });
});

/**
 * The headers a CDN gives `route` from public/_headers: every matching rule applies; "*" matches
 * any characters; an exact path matches with or without a trailing slash (Netlify; Cloudflare
 * serves folder pages at /team/).
 * @param {string} route
 */
function cdnHeaders(route) {
  const withoutSlash = (/** @type {string} */ p) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  const text = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const block of text.split("\n\n").filter((b) => b.startsWith("/"))) {
    const [pattern, ...lines] = block.trim().split("\n");
    const glob = new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    const matches = pattern.includes("*") ? glob.test(route) : withoutSlash(route) === withoutSlash(pattern);
    if (!matches) continue;
    for (const line of lines) {
      const [name, ...value] = line.trim().split(": ");
      assert.equal(
        headers[name.toLowerCase()],
        undefined,
        `${name} set twice for ${route}: a CDN would join the values`,
      );
      headers[name.toLowerCase()] = value.join(": ");
    }
  }
  // What both hosts send when no rule names Cache-Control.
  headers["cache-control"] ??= REVALIDATE;
  return headers;
}

/** Every file of public/ by the URL it is served at (folder pages without the slash), plus unknown paths. */
function everyRoute() {
  const files = /** @type {string[]} */ (fs.readdirSync(PUBLIC_DIR, { recursive: true })).filter((file) =>
    fs.statSync(path.join(PUBLIC_DIR, file)).isFile(),
  );
  const routes = files
    .filter((file) => file !== "_headers")
    .map((file) => `/${file.split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1").replace(/(.)\/$/, "$1"));
  return [...new Set([...routes, "/no-such-page", "/team/nobody", "/team/nobody/x"])];
}

describe("the same headers everywhere", () => {
  const routes = everyRoute();

  it(`public/_headers gives the CDN what nginx sends, for all ${routes.length} files of public/ and unknown paths`, async () => {
    for (const route of routes) {
      const response = await get(route);
      await response.arrayBuffer();
      assert.deepEqual(cdnHeaders(route), policyHeaders(response), route);
      assert.ok(
        response.headers.get("content-security-policy")?.includes("frame-ancestors 'none'"),
        `${route}: frame protection`,
      );
    }
  });

  it("only content-hashed files are immutable: Gatsby's unhashed ~partytown scripts are revalidated", async () => {
    const partytown = routes.filter((route) => route.startsWith("/~partytown/") && route.endsWith(".js"));
    assert.ok(partytown.length > 0);
    for (const route of partytown) assert.equal(cdnHeaders(route)["cache-control"], REVALIDATE, route);
  });

  it("the Node server of `npm start` sends what nginx sends, for every file of public/ and unknown paths", async () => {
    const node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
    try {
      for (const route of routes) {
        const [fromNode, fromNginx] = await Promise.all([fetch(`${node.url}${route}`), get(route)]);
        await Promise.all([fromNode.arrayBuffer(), fromNginx.arrayBuffer()]);
        assert.equal(fromNode.status, fromNginx.status, route);
        assert.deepEqual(policyHeaders(fromNode), policyHeaders(fromNginx), route);
      }
    } finally {
      await node.close();
    }
  });
});

describe("the Node server of `npm start` answers like nginx", () => {
  const videoFile = /** @type {string[]} */ (fs.readdirSync(PUBLIC_DIR, { recursive: true }))
    .map((file) => path.join(PUBLIC_DIR, file))
    .find((file) => file.endsWith(".mp4"));
  const video = `/${path
    .relative(PUBLIC_DIR, /** @type {string} */ (videoFile))
    .split(path.sep)
    .join("/")}`;
  const size = fs.statSync(path.join(PUBLIC_DIR, video)).size;
  /** @type {import("../../scripts/static-server.mjs").StaticServer} */
  let node;
  before(async () => {
    node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
  });
  after(() => node?.close());

  for (const [name, base] of /** @type {[string, () => string][]} */ ([
    ["nginx", () => nginx.url],
    ["npm start", () => node.url],
  ])) {
    it(`${name}: byte ranges of a video (206, 416, Accept-Ranges)`, async () => {
      const part = await fetch(`${base()}${video}`, { headers: { Range: "bytes=0-99" } });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get("content-range"), `bytes 0-99/${size}`);
      assert.equal((await part.arrayBuffer()).byteLength, 100);
      const whole = await fetch(`${base()}${video}`);
      assert.equal(whole.headers.get("accept-ranges"), "bytes");
      await whole.arrayBuffer();
      const beyond = await fetch(`${base()}${video}`, { headers: { Range: `bytes=${size}-` } });
      assert.equal(beyond.status, 416);
      assert.equal(beyond.headers.get("content-range"), `bytes */${size}`);
      await beyond.arrayBuffer();
    });
  }

  it("answers a malformed path 400 and other methods 405 with Allow, and keeps serving", async () => {
    for (const route of ["/%", "/%zz", "/a%", "/%E0%A4%A", "/%C0%AF"]) {
      const response = await fetch(`${node.url}${route}`);
      assert.equal(response.status, 400, route);
      assert.ok(response.headers.get("content-security-policy")?.includes("frame-ancestors 'none'"), route);
      await response.arrayBuffer();
    }
    const post = await fetch(`${node.url}/contact`, { method: "POST", body: "x" });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get("allow"), "GET, HEAD");
    await post.arrayBuffer();
    const team = await fetch(`${node.url}/team/?ref=a`, { redirect: "manual" });
    assert.equal(team.status, 301);
    assert.equal(team.headers.get("location"), "/team?ref=a");
    assert.equal((await fetch(`${node.url}/_headers`)).status, 404);
    assert.equal((await fetch(`${node.url}/team`)).status, 200);
  });
});
