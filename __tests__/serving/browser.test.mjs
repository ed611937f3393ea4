// The site in Chromium, served by nginx with the generated headers: every route and the contact
// form's success path run under the strict CSP with no violation.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { contactPage, fillAndSend } from "../e2e/contact-form.mjs";
import { TEST_EMAILJS, startFakeEmailJs } from "../e2e/fake-emailjs.mjs";
import { ALL_ROUTES, closePage, openPage, pageCopy, useSiteAndBrowser, visit, waitForHeading, withCompany } from "../e2e/helpers.mjs";
import { startNginx } from "./nginx.mjs";

const context = useSiteAndBrowser({ startServer: startNginx });
let emailjs;
before(async () => {
  emailjs = await startFakeEmailJs();
});
after(() => emailjs.close());

/** Scrolls to the bottom so lazy sections, videos and images load too, then lets the network settle. */
async function loadEverything(page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

describe("served by nginx, in Chromium, under the Content-Security-Policy", () => {
  for (const route of ALL_ROUTES) {
    it(`${route} loads, hydrates and runs its JSON-LD-carrying page with no CSP violation`, async () => {
      const page = await openPage(context);
      try {
        const response = await visit(page, context, route);
        assert.equal(response.status(), 200);
        assert.match(response.headers()["content-security-policy"], /^default-src 'none'/);
        await loadEverything(page);
        // JSON-LD blocks have no hash in the policy: Chromium does not execute, so does not block, them.
        assert.ok((await page.locator("script[type='application/ld+json']").count()) > 0);
        assert.deepEqual(page.cspViolations, []);
        assert.deepEqual(page.problems, []);
      } finally {
        await closePage(page);
      }
    });
  }

  it("/team/nobody answers 404 and shows 'Profile not found' once hydrated, with no CSP violation", async () => {
    const page = await openPage(context);
    try {
      const response = await visit(page, context, "/team/nobody");
      assert.equal(response.status(), 404);
      await waitForHeading(page, "Profile not found");
      assert.ok(await page.getByRole("link", { name: "Back to Team" }).isVisible());
      assert.deepEqual(page.cspViolations, []);
    } finally {
      await closePage(page);
    }
  });

  it("an unknown path answers 404 with 'Page Not Found', with no CSP violation", async () => {
    const page = await openPage(context);
    try {
      const response = await visit(page, context, "/no-such-page");
      assert.equal(response.status(), 404);
      await waitForHeading(page, pageCopy("/404").heading);
      assert.deepEqual(page.cspViolations, []);
    } finally {
      await closePage(page);
    }
  });

  it("navigates client-side (page-data fetched under connect-src 'self')", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/");
      await page.locator("header nav[aria-label='Main']").getByRole("link", { name: "Our Team" }).click();
      await page.waitForURL(/\/team$/);
      // The new page renders just after the URL changes: wait for its own heading, not whatever h1 is there.
      await waitForHeading(page, withCompany(pageCopy("/team").heading));
      assert.deepEqual(page.cspViolations, []);
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("sends the contact form (enquiry then acknowledgement to the EmailJS origin) and thanks the visitor", async () => {
    const page = await contactPage(context);
    try {
      await fillAndSend(page);
      assert.deepEqual(page.alerts, ["Thank you for submitting! 🎉"]);
      assert.deepEqual(
        emailjs.requests.map((request) => request.body.template_id),
        [TEST_EMAILJS.enquiryTemplateId, TEST_EMAILJS.acknowledgementTemplateId],
      );
      assert.equal(await page.inputValue("#contact-email"), "", "the form is reset");
      assert.deepEqual(page.cspViolations, []);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await closePage(page);
    }
  });
});
