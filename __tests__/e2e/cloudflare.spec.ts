// The site in Chromium, served by Cloudflare's own Pages asset server (`wrangler pages dev public`,
// reading public/_headers): every page at its one URL and both 404 variants run under the strict CSP
// with no violation. One page visits every route, keeping its HTTP cache; the headers themselves are
// compared with nginx's in __tests__/serving/cloudflare.test.mjs, the forms run in nginx.spec.ts.
import { SAMPLED_ROUTES, pageCopy } from "../support/site-data.mjs";
import { expect, heading, test, visit } from "./fixtures";

test.use({ baseURL: async ({ cloudflare }, use) => use(cloudflare.url) });

test.describe("served by Cloudflare's Pages asset server, in Chromium, under the Content-Security-Policy", () => {
  test(`${SAMPLED_ROUTES.length} pages (every English one, a sample of each translation) load and hydrate at their URL with no redirect and no CSP violation`, async ({
    page,
    log,
    cloudflare,
  }) => {
    test.setTimeout(240_000);
    for (const route of SAMPLED_ROUTES) {
      const response = await visit(page, route);
      expect(response.url(), "served by wrangler, no redirect").toBe(`${cloudflare.url}${route}`);
      expect(response.status(), route).toBe(200);
      expect(response.headers()["content-security-policy"], route).toMatch(/^default-src 'none'/);
    }
    expect(log.cspViolations).toEqual([]);
    // A video still loading when the next route is visited is cancelled ("failed: …"): not the server's doing.
    expect(log.problems.filter((problem) => !problem.startsWith("failed: "))).toEqual([]);
  });

  for (const [route, variant] of [
    ["/team/nobody", "Profile not found"],
    ["/team/nobody/", "Profile not found"],
    ["/no-such-page", pageCopy("/404").heading],
    ["/no-such-page/", pageCopy("/404").heading],
  ]) {
    test(`${route} answers 404 with '${variant}', with no CSP violation`, async ({ page, log }) => {
      const response = await visit(page, route);
      expect(response.status()).toBe(404);
      await expect(heading(page)).toHaveText(variant);
      expect(log.cspViolations).toEqual([]);
    });
  }
});
