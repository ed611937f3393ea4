// The site in Chromium, served by nginx with the generated headers (deploy/nginx.conf): every
// route and the contact form's success path run under the strict CSP with no violation.
import type { Page } from "@playwright/test";
import { TEST_EMAILJS } from "../support/fake-emailjs.mjs";
import { SAMPLED_ROUTES, inGroups, pageCopy, withCompany } from "../support/site-data.mjs";
import { fillAndSend, openContactForm } from "./contact-form";
import { expect, heading, test, visit } from "./fixtures";

test.use({ baseURL: async ({ nginx }, use) => use(nginx.url) });

/** Scrolls to the bottom so lazy sections, videos and images load too, then lets the network settle. */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

test.describe("served by nginx, in Chromium, under the Content-Security-Policy", () => {
  // One page walks a group of routes; soft assertions report every route that fails, by name.
  for (const routes of inGroups(SAMPLED_ROUTES, 3)) {
    test(`${routes.join(", ")} load, hydrate and run their JSON-LD-carrying pages with no CSP violation`, async ({
      page,
      log,
      nginx,
    }) => {
      test.setTimeout(30_000 * routes.length);
      for (const route of routes) {
        await test.step(route, async () => {
          const reported = { problems: log.problems.length, cspViolations: log.cspViolations.length };
          const response = await visit(page, route);
          expect.soft(response.url(), "served by nginx").toBe(`${nginx.url}${route}`);
          expect.soft(response.status(), route).toBe(200);
          expect.soft(response.headers()["content-security-policy"], route).toMatch(/^default-src 'none'/);
          await loadEverything(page);
          // JSON-LD blocks have no hash in the policy: Chromium does not execute, so does not block, them.
          await expect.soft(page.locator("script[type='application/ld+json']").first(), route).toBeAttached();
          expect.soft(log.cspViolations.slice(reported.cspViolations), route).toEqual([]);
          expect.soft(log.problems.slice(reported.problems), route).toEqual([]);
        });
      }
    });
  }

  test("/team/nobody answers 404 and shows 'Profile not found' once hydrated, with no CSP violation", async ({
    page,
    log,
  }) => {
    const response = await visit(page, "/team/nobody");
    expect(response.status()).toBe(404);
    await expect(heading(page)).toHaveText("Profile not found");
    await expect(page.getByRole("link", { name: "Back to Team" })).toBeVisible();
    expect(log.cspViolations).toEqual([]);
  });

  test("an unknown path answers 404 with 'Page Not Found', with no CSP violation", async ({ page, log }) => {
    const response = await visit(page, "/no-such-page");
    expect(response.status()).toBe(404);
    await expect(heading(page)).toHaveText(pageCopy("/404").heading);
    expect(log.cspViolations).toEqual([]);
  });

  test("navigates client-side (page-data fetched under connect-src 'self')", async ({ page, log }) => {
    await visit(page, "/");
    await page.locator("header nav[aria-label='Main']").getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    // The new page renders just after the URL changes: wait for its own heading, not whatever h1 is there.
    await expect(heading(page)).toHaveText(withCompany(pageCopy("/team").heading));
    expect(log.cspViolations).toEqual([]);
    expect(log.problems).toEqual([]);
  });

  test("sends the contact form (enquiry then acknowledgement to the EmailJS origin) and thanks the visitor", async ({
    page,
    log,
    emailjs,
  }) => {
    await openContactForm(page);
    await fillAndSend(page, log);
    expect(log.alerts).toEqual(["Thank you for submitting! 🎉"]);
    expect(emailjs.requests.map((request) => request.body.template_id)).toEqual([
      TEST_EMAILJS.enquiryTemplateId,
      TEST_EMAILJS.acknowledgementTemplateId,
    ]);
    await expect(page.locator("#contact-email"), "the form is reset").toHaveValue("");
    expect(log.cspViolations).toEqual([]);
    expect(log.problems.filter((problem) => problem.startsWith("console error: "))).toEqual([]);
  });
});
