// What nginx, serving public/ with the generated deploy/nginx.conf, answers: each header on each
// kind of file, the 404 page, no folder listings; and that the CDN's
// public/_headers and the Node server of `npm start` give the same headers.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { after, before, describe, it } from "node:test";
import { headersFromBuild } from "../../scripts/headers-for.mjs";
import { startStaticServer } from "../../scripts/static-server.mjs";
import { ALL_ROUTES, PUBLIC_DIR, TRANSLATIONS, pageCopy } from "../support/site-data.mjs";
import { startNginx } from "./nginx.mjs";
import {
  HOST_FILES,
  IMMUTABLE,
  REVALIDATE,
  UNKNOWN_PATHS,
  assertSecurityHeaders,
  directives,
  policyHeaders,
  publicFiles,
} from "./policy-headers.mjs";
import { rawRequest } from "./raw-http.mjs";

/** @type {(dir: string) => string} */
const firstFile = (dir) => {
  const entry = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))[0];
  return entry.isDirectory() ? firstFile(path.join(dir, entry.name)) : path.join(dir, entry.name);
};
const SAMPLES = {
  html: "/team/",
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
    assert.ok(html.includes(`<script id="gatsby-script-loader" data-page-path="/team/">${loader}</script>`));
    assert.ok(
      scriptSrc.includes(`'sha256-${crypto.createHash("sha256").update(loader).digest("base64")}'`),
      "hash of the page-path script",
    );
    const styleElements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, text]) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`,
    );
    assert.ok(styleElements.length > 0);
    const styleSrc = /** @type {string[]} */ (csp.get("style-src"));
    assert.ok(!styleSrc.includes("'unsafe-inline'"), styleSrc.join(" "));
    for (const hash of styleElements) assert.ok(styleSrc.includes(hash), `style-src allows ${hash}`);
    // Elements fall back to style-src; a style-src-elem (which would override it) is not sent.
    assert.ok(!csp.has("style-src-elem"), "no style-src-elem");
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

  for (const route of [...UNKNOWN_PATHS, "/static", ...HOST_FILES]) {
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

  it("lists no folder: a folder without an index.html is a 404, with or without the slash", async () => {
    for (const folder of ["/static/", "/page-data/", "/icons/"]) {
      for (const route of [folder, folder.slice(0, -1)]) {
        const response = await get(route);
        assert.equal(response.status, 404, route);
        assert.doesNotMatch(await response.text(), /Index of/);
      }
    }
  });
});

/**
 * The URL form both servers share with Cloudflare Pages and Netlify: every page answers 200 at its
 * URL with the trailing slash, and its path without the slash redirects there once, permanently,
 * relatively, built from the raw request (no decoded CR/LF in a header), query kept, never
 * off-site. Unknown paths never redirect.
 * @param {() => string} base the server's URL
 */
function describeUrlForm(base) {
  it(`answers every page at its one URL with 200, no redirect (${ALL_ROUTES.length} pages)`, async () => {
    const responses = await Promise.all(ALL_ROUTES.map((route) => fetch(`${base()}${route}`, { redirect: "manual" })));
    for (const [index, response] of responses.entries()) {
      await response.arrayBuffer();
      assert.equal(response.status, 200, ALL_ROUTES[index]);
    }
  });

  it("redirects each page's path without the slash once, permanently, to its URL", async () => {
    const routes = ALL_ROUTES.filter((route) => route !== "/");
    const responses = await Promise.all(
      routes.map((route) => fetch(`${base()}${route.slice(0, -1)}`, { redirect: "manual" })),
    );
    for (const [index, response] of responses.entries()) {
      await response.arrayBuffer();
      assert.equal(response.status, 301, routes[index]);
      assert.equal(response.headers.get("location"), routes[index]);
    }
  });

  it("builds the redirect from the raw path: query kept, one leading slash, nothing decoded, never off-site", async () => {
    const cases = {
      "/team?utm_source=mail&a=%0d": "/team/?utm_source=mail&a=%0d",
      "//team": "/team/",
      "///about-us?x=1": "/about-us/?x=1",
      "/te%61m": "/te%61m/",
    };
    for (const [route, location] of Object.entries(cases)) {
      const response = await rawRequest(base(), "GET", route);
      assert.equal(response.status, 301, route);
      assert.deepEqual(
        response.headers.filter(([name]) => name === "location"),
        [["location", location]],
        route,
      );
    }
    for (const route of [
      "//evil.example",
      "//evil.example/",
      "/%2F%2Fevil.example",
      "/\\evil.example",
      "/x%0dSet-Cookie:%20a=b",
    ]) {
      const response = await rawRequest(base(), "GET", route);
      assert.ok([400, 404].includes(response.status), `${route}: ${response.status}`);
      assert.equal(
        response.headers.find(([name]) => name === "location" || name === "set-cookie"),
        undefined,
        route,
      );
    }
  });

  it("answers unknown paths 404 in either form, never with a redirect", async () => {
    for (const route of UNKNOWN_PATHS) {
      const response = await fetch(`${base()}${route}`, { redirect: "manual" });
      assert.equal(response.status, 404, route);
      assert.ok((await response.text()).includes('data-page-path="/404.html"'), route);
    }
  });

  it("answers an unknown path under a language's prefix with that language's 404 page", async () => {
    for (const { code } of TRANSLATIONS) {
      for (const route of [`/${code}/no-such-page/`, `/${code}/team/nobody`, `/${code}/a/b/c.txt`]) {
        const response = await fetch(`${base()}${route}`, { redirect: "manual" });
        assert.equal(response.status, 404, route);
        assert.ok((await response.text()).includes(`data-page-path="/${code}/404.html"`), route);
      }
    }
    // Under page-data/, whose 404.html is a folder of Gatsby's, the site's own 404 page.
    const response = await fetch(`${base()}/page-data/nobody/page-data.json`, { redirect: "manual" });
    assert.equal(response.status, 404);
    assert.ok((await response.text()).includes('data-page-path="/404.html"'));
  });
}

describe("nginx: one URL per page", () => describeUrlForm(() => nginx.url));

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
      // "! Name" detaches what an earlier rule set (Cloudflare; Netlify skips the line and lets the
      // later rule's value win).
      const detached = /^! (\S+)$/.exec(line.trim());
      if (detached) {
        delete headers[detached[1].toLowerCase()];
        continue;
      }
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

/** Every file of public/ by the URL it is served at (a folder page at its folder, with the slash), plus unknown paths. */
function everyRoute() {
  const routes = publicFiles()
    .filter((file) => !HOST_FILES.includes(file))
    .map((file) => file.replace(/\/index\.html$/, "/"));
  return [...new Set([...routes, ...UNKNOWN_PATHS, "/team/nobody/x"])];
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

  it("lets other sites embed exactly the share images and icons: cross-origin on /og/* and /icons/*, same-origin elsewhere", async () => {
    const embeddable = /^\/(og|icons)\//;
    assert.ok(routes.filter((route) => embeddable.test(route)).length >= 2, "the build has share images and icons");
    const node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
    try {
      for (const route of routes) {
        const expected = embeddable.test(route) ? "cross-origin" : "same-origin";
        assert.equal(cdnHeaders(route)["cross-origin-resource-policy"], expected, `_headers ${route}`);
        for (const base of [nginx.url, node.url]) {
          const response = await fetch(`${base}${route}`, { method: "HEAD" });
          assert.equal(response.headers.get("cross-origin-resource-policy"), expected, `${base}${route}`);
        }
      }
    } finally {
      await node.close();
    }
  });

  it("the CMS at /admin/, and nothing else, is noindex and runs under its own policy, on nginx, npm start and the CDN", async () => {
    const cms = routes.filter((route) => route.startsWith("/admin/"));
    assert.ok(cms.includes("/admin/") && cms.includes("/admin/config.yml"), "the build has the CMS's page and config");
    const node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
    try {
      for (const route of routes) {
        const inCms = cms.includes(route);
        const served = await Promise.all(
          [nginx.url, node.url].map((base) => fetch(`${base}${route}`, { method: "HEAD" })),
        );
        const sent = { CDN: cdnHeaders(route), nginx: policyHeaders(served[0]), "npm start": policyHeaders(served[1]) };
        for (const [host, headers] of Object.entries(sent)) {
          assert.equal(headers["x-robots-tag"], inCms ? "noindex, nofollow" : undefined, `${host} ${route}`);
          const scriptSrc = directives(headers["content-security-policy"]).get("script-src");
          assert.equal(
            scriptSrc?.includes("'unsafe-eval'"),
            inCms,
            `${host} ${route}: script-src ${scriptSrc?.join(" ")}`,
          );
        }
        if (route === "/admin/config.yml") {
          for (const response of served) assert.match(String(response.headers.get("content-type")), /^text\/yaml/);
        }
      }
    } finally {
      await node.close();
    }
  });

  it("deploys nothing visitors never need: no source map, webpack.stats.json or chunk-map.json; each 404 on nginx and npm start", async () => {
    const bundles = publicFiles().filter((file) => file.endsWith(".js"));
    const unneeded = publicFiles().filter((file) => /\.map$|^\/(webpack\.stats|chunk-map)\.json$/.test(file));
    assert.deepEqual(unneeded, [], "public/ holds files no visitor needs");
    // A map ships as a comment naming it (`//# sourceMappingURL=…`) or as an embedded map object
    // (css-loader's bundles carry `{version:3,sources:[…]}` and print it as a data: URL at run time).
    for (const bundle of bundles) {
      const code = fs.readFileSync(path.join(PUBLIC_DIR, bundle), "utf8");
      assert.doesNotMatch(code, /[#@]\s*sourceMappingURL=/, `${bundle} names a source map`);
      assert.doesNotMatch(code, /\{\s*"?version"?\s*:\s*3\s*,\s*"?sources"?\s*:/, `${bundle} embeds a source map`);
    }
    const mapsDir = path.join(PUBLIC_DIR, "../deploy/source-maps");
    assert.ok(
      fs.readdirSync(mapsDir).some((file) => file === `${SAMPLES.js.slice(1)}.map`),
      "the maps are kept, out of public/",
    );
    const node = await startStaticServer({ root: PUBLIC_DIR, headersFor: headersFromBuild(PUBLIC_DIR) });
    try {
      for (const route of ["/webpack.stats.json", "/chunk-map.json", `${SAMPLES.js}.map`, `${SAMPLES.css}.map`]) {
        for (const base of [nginx.url, node.url]) {
          const response = await fetch(`${base}${route}`);
          await response.arrayBuffer();
          assert.equal(response.status, 404, `${base}${route}`);
        }
      }
    } finally {
      await node.close();
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

  describe("one URL per page", () => describeUrlForm(() => node.url));

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

  /**
   * What a cache or a video player reads from an answer: status, validators, encoding, range.
   * @param {Response} response
   * @returns {{ status: number } & Record<string, string | number | null>}
   */
  const validation = (response) => ({
    status: response.status,
    ...Object.fromEntries(
      ["etag", "last-modified", "content-encoding", "accept-ranges", "content-range"].map((name) => [
        name,
        response.headers.get(name),
      ]),
    ),
    // The length of what was asked for; an error's body is each server's own short text.
    ...(response.status < 300 && { "content-length": response.headers.get("content-length") }),
  });
  /** @type {(base: string, route: string, headers: Record<string, string>) => Promise<ReturnType<typeof validation>>} */
  const ask = async (base, route, headers) => {
    const response = await fetch(`${base}${route}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    return validation(response);
  };

  for (const encoding of ["gzip", "identity"]) {
    it(`answers conditional and range requests as nginx does (Accept-Encoding: ${encoding})`, async () => {
      const routes = [SAMPLES.html, SAMPLES.css, SAMPLES.pageData, video, "/og/default.png", "/no-such-page/"];
      for (const route of routes) {
        const plain = await ask(nginx.url, route, { "Accept-Encoding": encoding });
        const etag = String(plain.etag ?? '"none"');
        const lastModified = String(plain["last-modified"] ?? "Thu, 01 Jan 1970 00:00:00 GMT");
        const cases = {
          plain: {},
          "If-None-Match, same tag": { "If-None-Match": etag },
          "If-None-Match, strong form of a weak tag": { "If-None-Match": etag.replace(/^W\//, "") },
          "If-None-Match, other tag": { "If-None-Match": '"0-0"' },
          "If-Modified-Since, exact": { "If-Modified-Since": lastModified },
          "If-Modified-Since, other": { "If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT" },
          "If-Match, other tag": { "If-Match": '"0-0"' },
          "If-Unmodified-Since, earlier": { "If-Unmodified-Since": "Thu, 01 Jan 2015 00:00:00 GMT" },
          Range: { Range: "bytes=0-99" },
          "Range, If-Range same tag": { Range: "bytes=0-99", "If-Range": etag },
          "Range, If-Range other tag": { Range: "bytes=0-99", "If-Range": '"0-0"' },
          "Range, If-Range same date": { Range: "bytes=10-", "If-Range": lastModified },
          "Range, If-Range other date": { Range: "bytes=10-", "If-Range": "Thu, 01 Jan 2015 00:00:00 GMT" },
        };
        for (const [name, headers] of Object.entries(cases)) {
          const request = { "Accept-Encoding": encoding, ...headers };
          const [fromNode, fromNginx] = await Promise.all([
            ask(node.url, route, request),
            ask(nginx.url, route, request),
          ]);
          assert.deepEqual(fromNode, fromNginx, `${route}, ${name}`);
        }
      }
      // The checks above must have exercised each answer.
      const html = await ask(nginx.url, SAMPLES.html, { "Accept-Encoding": encoding });
      assert.match(/** @type {string} */ (html.etag), encoding === "gzip" ? /^W\/"/ : /^"/);
      const notModified = await ask(node.url, SAMPLES.html, {
        "Accept-Encoding": encoding,
        "If-None-Match": /** @type {string} */ (html.etag),
      });
      assert.equal(notModified.status, 304);
      const ranged = await ask(node.url, SAMPLES.html, { "Accept-Encoding": encoding, Range: "bytes=0-99" });
      assert.equal(ranged.status, encoding === "gzip" ? 200 : 206);
    });
  }

  it("serves a precompressed file the build wrote beside one (<file>.gz) as nginx's gzip_static does", async () => {
    const original = path.join(PUBLIC_DIR, SAMPLES.css);
    const precompressed = `${original}.gz`;
    fs.writeFileSync(precompressed, zlib.gzipSync(fs.readFileSync(original), { level: 9 }));
    try {
      /** @type {Record<string, string>[]} */
      const requests = [
        { "Accept-Encoding": "gzip" },
        { "Accept-Encoding": "gzip", Range: "bytes=0-9" },
        { "Accept-Encoding": "identity" },
      ];
      for (const headers of requests) {
        const [fromNode, fromNginx] = await Promise.all([
          ask(node.url, SAMPLES.css, headers),
          ask(nginx.url, SAMPLES.css, headers),
        ]);
        assert.deepEqual(fromNode, fromNginx, JSON.stringify(headers));
      }
      const response = await fetch(`${node.url}${SAMPLES.css}`, { headers: { "Accept-Encoding": "gzip" } });
      assert.equal(
        response.headers.get("content-length"),
        String(fs.statSync(precompressed).size),
        "the .gz file's bytes",
      );
      assert.equal(await response.text(), fs.readFileSync(original, "utf8"));
    } finally {
      fs.rmSync(precompressed);
    }
  });

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
    assert.equal((await fetch(`${node.url}/_headers`)).status, 404);
    assert.equal((await fetch(`${node.url}/team/`)).status, 200);
  });
});
