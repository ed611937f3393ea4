// What Cloudflare Pages really serves: the build under Cloudflare's own asset server (`wrangler pages
// dev public`, offline, see wrangler.mjs), which reads public/_headers, compared with nginx serving the
// same build with deploy/nginx.conf. Pages at their one URL with no redirect, the other form
// redirected once, the policy's headers on every page, every 404 and every file. (Chromium's CSP
// check of the pages it serves is in __tests__/e2e/cloudflare.spec.ts.)
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { ALL_ROUTES } from "../support/site-data.mjs";
import { startNginx } from "./nginx.mjs";
import { UNKNOWN_PATHS, directives, policyHeaders, publicFiles } from "./policy-headers.mjs";
import { startWrangler } from "./wrangler.mjs";

/** @type {import("./wrangler.mjs").Wrangler} */
let cloudflare;
/** @type {import("./nginx.mjs").Nginx} */
let nginx;
before(async () => {
  [cloudflare, nginx] = await Promise.all([startWrangler(), startNginx()]);
});
after(() => Promise.all([cloudflare?.close(), nginx?.close()]));

/**
 * @typedef {{ status: number, location: string | null, headers: Record<string, string>, url: string, body: string }} Answer
 */

/**
 * One request, read whole.
 * @param {string} url
 * @param {RequestRedirect} redirect
 * @param {string} method
 * @returns {Promise<Answer>}
 */
async function answer(url, redirect, method) {
  const response = await fetch(url, { redirect, method });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: policyHeaders(response),
    url: response.url,
    body,
  };
}

/**
 * Each route from Cloudflare and from nginx, `concurrency` routes at a time.
 * @param {string[]} routes
 * @param {{ cloudflareRedirect?: RequestRedirect, method?: string, concurrency?: number }} [options]
 * @returns {Promise<{ route: string, cloudflare: Answer, nginx: Answer }[]>}
 */
async function fromBoth(routes, { cloudflareRedirect = "manual", method = "GET", concurrency = 16 } = {}) {
  /** @type {{ route: string, cloudflare: Answer, nginx: Answer }[]} */
  const results = [];
  for (let start = 0; start < routes.length; start += concurrency) {
    const batch = routes.slice(start, start + concurrency);
    results.push(
      ...(await Promise.all(
        batch.map(async (route) => ({
          route,
          cloudflare: await answer(`${cloudflare.url}${route}`, cloudflareRedirect, method),
          nginx: await answer(`${nginx.url}${route}`, "manual", method),
        })),
      )),
    );
  }
  return results;
}

describe("Cloudflare's Pages asset server (wrangler pages dev) with public/_headers", () => {
  it(`answers every page at its one URL with 200, no redirect, and nginx's headers (${ALL_ROUTES.length} pages)`, async () => {
    for (const { route, cloudflare: page, nginx: reference } of await fromBoth(ALL_ROUTES)) {
      assert.equal(page.status, 200, `${route} answered ${page.status} ${page.location ?? ""}`);
      assert.equal(reference.status, 200, `nginx ${route}`);
      assert.deepEqual(page.headers, reference.headers, route);
    }
  });

  it("redirects each page's path without the slash once, permanently, to its URL, query kept", async () => {
    const routes = ALL_ROUTES.filter((route) => route !== "/");
    const bare = routes.map((route) => `${route.slice(0, -1)}?ref=a`);
    const results = await fromBoth(bare);
    for (const [index, { route, cloudflare: redirect }] of results.entries()) {
      assert.ok([301, 308].includes(redirect.status), `${route}: ${redirect.status}`);
      assert.equal(
        new URL(/** @type {string} */ (redirect.location), cloudflare.url).href,
        `${cloudflare.url}${routes[index]}?ref=a`,
      );
    }
  });

  it("never redirects off-site", async () => {
    // fetch, not a raw request: wrangler holds a closed connection open for seconds. (fetch sends
    // "/\\evil" as "//evil", which is covered.)
    const routes = ["//evil.example", "//evil.example/", "/%2F%2Fevil.example", "/%5Cevil.example", "//team"];
    for (const { route, cloudflare: response } of await fromBoth(routes)) {
      if (response.location)
        assert.equal(
          new URL(response.location, cloudflare.url).origin,
          cloudflare.url,
          `${route} -> ${response.location}`,
        );
    }
  });

  it("answers unknown paths, team slugs too, in either form: 404, Gatsby's 404 page, a CSP with frame protection", async () => {
    for (const { route, cloudflare: missing, nginx: reference } of await fromBoth(UNKNOWN_PATHS)) {
      assert.equal(missing.status, 404, route);
      // One 404.html serves both variants; the page picks 'Profile not found' for /team/{slug} (src/lib/not-found.ts).
      assert.ok(missing.body.includes('data-page-path="/404.html"'), `${route}: Gatsby's 404 page`);
      assert.ok(missing.headers["content-security-policy"], `${route}: no Content-Security-Policy`);
      assert.deepEqual(directives(missing.headers["content-security-policy"]).get("frame-ancestors"), ["'none'"]);
      // Cloudflare answers every 404 with Cache-Control: no-store, which no _headers rule can change
      // (see docs/deploying.md); every other header is nginx's.
      const { "cache-control": _cloudflareCache, ...headers } = missing.headers;
      const { "cache-control": _nginxCache, ...expected } = reference.headers;
      assert.deepEqual(headers, expected, route);
    }
  });

  it("answers what visitors never need 404, as nginx does: build records and source maps are not deployed", async () => {
    const app = publicFiles().find((file) => /^\/app-[0-9a-f]{20}\.js$/.test(file));
    const routes = ["/webpack.stats.json", "/chunk-map.json", `${app}.map`];
    for (const { route, cloudflare: response, nginx: reference } of await fromBoth(routes)) {
      assert.equal(response.status, 404, route);
      assert.equal(reference.status, 404, `nginx ${route}`);
    }
  });

  it("gives every file of public/ the cache rule and headers nginx gives it", async () => {
    // _headers configures the host and is never served (Cloudflare does not upload it; wrangler's dev
    // server answers 502 for it); nginx's 404 for it is tested in headers.test.mjs.
    const files = publicFiles().filter((file) => file !== "/_headers");
    // Cloudflare serves a page file at its page's URL (/team/index.html redirects to /team/): follow it.
    const results = await fromBoth(files, { cloudflareRedirect: "follow", method: "HEAD" });
    for (const { route, cloudflare: file, nginx: reference } of results) {
      assert.equal(file.status, reference.status, route);
      assert.deepEqual(file.headers, reference.headers, route);
    }
    console.log(`${files.length} files of public/ compared`);
  });
});
