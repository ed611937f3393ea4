// Issue 42, points 4 and 5: a slow e-mail service never gets the same enquiry twice, a failed send
// loses nothing to a reload, and the service field takes only what the dropdown offers.
import { TEST_EMAILJS } from "../support/fake-emailjs.mjs";
import { readContent } from "../support/site-data.mjs";
import {
  EMPTY,
  FAILED,
  THANKS,
  VISITOR,
  captchaCode,
  fieldValues,
  fill,
  openContactForm,
  solveCaptcha,
  submit,
  untilAlert,
} from "./contact-form";
import { expect, test } from "./fixtures";

test.describe("contact form: a slow e-mail service", () => {
  test("answering 200 after 22 s receives exactly one enquiry, whatever the visitor does meanwhile", async ({
    page,
    log,
    emailjs,
  }) => {
    test.setTimeout(120_000);
    emailjs.answerWith((body) =>
      body.template_id === TEST_EMAILJS.enquiryTemplateId
        ? { status: 200, text: "OK", delayMs: 22_000 }
        : { status: 200, text: "OK" },
    );
    const enquiries = () =>
      emailjs.requests.filter((request) => request.body.template_id === TEST_EMAILJS.enquiryTemplateId).length;
    await openContactForm(page);
    await fill(page);
    await solveCaptcha(page);
    await submit(page);
    await expect.poll(enquiries, "the enquiry is on its way").toBe(1);
    const button = page.getByRole("button", { name: /Send Message|Sending/ });
    // An impatient visitor: more clicks, Enter in a field, and again once the form has said it is slow.
    // Forced: Playwright waits for an aria-disabled button to be enabled; a visitor does not.
    await button.click({ force: true });
    await button.click({ force: true });
    await page.press("#contact-email", "Enter");
    // The visible notice beside the button (the status line says it too, visually hidden).
    const slow = page.locator("form p:not([role='status'])", { hasText: /slow to answer/ });
    await expect(slow, "the visitor is told the service is slow, past the 20 s limit").toBeVisible({
      timeout: 25_000,
    });
    await expect(button, "still locked past 20 s").toHaveAttribute("aria-disabled", "true");
    expect(log.alerts, "no failure claimed while the answer is still awaited").toEqual([]);
    await button.click({ force: true });
    await page.press("#contact-email", "Enter");
    await untilAlert(log);
    expect(log.alerts, "the truth, once the service has answered").toEqual([THANKS]);
    // Anything still held would have gone by now.
    await page.waitForTimeout(1_500);
    expect(enquiries(), "enquiries the company received").toBe(1);
    await expect(slow).toHaveCount(0);
  });

  test("after a failed send the draft survives a reload of the tab, never the captcha, and goes on success", async ({
    page,
    log,
    emailjs,
    context,
  }) => {
    test.setTimeout(60_000);
    emailjs.answerWith(() => ({ status: 500, text: "Internal Server Error" }));
    await openContactForm(page);
    await fill(page);
    const code = await captchaCode(page);
    await solveCaptcha(page);
    await submit(page);
    await untilAlert(log);
    expect(log.alerts).toEqual([FAILED]);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored, "the draft is in the tab's session storage").toContain(VISITOR.message);
    expect(stored, "never the captcha").not.toContain(code);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage })), "nothing outlives the tab").not.toContain(
      VISITOR.message,
    );

    await page.reload();
    await expect.poll(() => fieldValues(page), "the draft is back after the reload").toEqual(VISITOR);
    await expect(page.locator("#contact-captcha")).toHaveValue("");

    // Another tab has its own session: the draft stays in the tab it was typed in.
    const other = await context.newPage();
    await openContactForm(other);
    expect(await fieldValues(other)).toEqual(EMPTY);

    emailjs.reset();
    await expect(page.getByTestId("captcha-code")).toHaveText(/^.{5}$/);
    await solveCaptcha(page);
    await submit(page);
    await untilAlert(log, 2);
    expect(log.alerts).toEqual([FAILED, THANKS]);
    expect(emailjs.requests[0].body.template_params).toEqual({ ...VISITOR, language: "en" });
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage })), "cleared on success").not.toContain(
      VISITOR.message,
    );
    await page.reload();
    await openContactForm(page);
    await page.locator("#contact-firstName").click();
    await page.waitForTimeout(500);
    expect(await fieldValues(page)).toEqual(EMPTY);
  });

  test("the privacy notice says a failed send's draft stays in the tab, never the code", async ({ page }) => {
    await openContactForm(page);
    const notice = page.locator("#contact-privacy");
    await expect(notice).toContainText(/this browser tab/);
    await expect(notice).toContainText(/never the code/);
  });
});

test.describe("contact form: the service field", () => {
  test("a value not in the dropdown (added through the page) is refused with a message, and nothing is sent", async ({
    page,
    log,
    emailjs,
  }) => {
    await openContactForm(page);
    await fill(page);
    await page.locator("#contact-service").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Crypto lending", "crypto-lending"));
    });
    await page.selectOption("#contact-service", "crypto-lending");
    await solveCaptcha(page);
    await submit(page);
    const error = page.getByText("Select a service from the list");
    await expect(error).toBeVisible();
    await expect(page.locator("#contact-service")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-service")).toBeFocused();
    await page.waitForTimeout(500);
    expect(emailjs.requests).toEqual([]);
    expect(log.alerts).toEqual([]);
    // Every option the dropdown offers is accepted, the placeholder included.
    const offered: { value: string }[] = readContent("contact.json").serviceOptions;
    await page.selectOption("#contact-service", offered[1].value);
    await expect(error).toHaveCount(0);
  });
});
