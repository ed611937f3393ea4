// The contact form as a visitor uses it: open /contact, fill, solve the captcha, send, read the alert.
import type { Page } from "@playwright/test";
import { expect, visit, type PageLog } from "./fixtures";

/** The form's alerts, as the spec words them (spec 5). */
export const THANKS = "Thank you for submitting! 🎉";
export const FAILED = "Failed to send. Please try again.";
/** Every field empty: what the form holds after a successful send. */
export const EMPTY = { firstName: "", lastName: "", email: "", phone: "", service: "", message: "" };

export const VISITOR = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  service: "payouts",
  message: "We need instant refunds for 40,000 orders a day.",
};

export type ContactValues = Partial<typeof VISITOR>;

const captcha = (page: Page) => page.getByTestId("captcha-code");

/** Opens /contact and waits until its captcha shows a code. */
export async function openContactForm(page: Page): Promise<void> {
  await visit(page, "/contact/");
  await expect(captcha(page)).toHaveText(/^.{5}$/);
}

export async function fill(page: Page, values: ContactValues = VISITOR, options?: { timeout: number }): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (name === "service") await page.selectOption(`#contact-${name}`, value, options);
    else await page.fill(`#contact-${name}`, value, options);
  }
}

export const captchaCode = (page: Page) => captcha(page).innerText();

export async function solveCaptcha(page: Page): Promise<void> {
  await page.fill("#contact-captcha", await captchaCode(page));
}

export const fieldValues = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ["firstName", "lastName", "email", "phone", "service", "message"].map((name) => [
        name,
        (document.getElementById(`contact-${name}`) as HTMLInputElement).value,
      ]),
    ),
  );

export const submit = (page: Page) => page.getByRole("button", { name: /Send Message/ }).click();

/** Waits until the page has shown `count` alerts. */
export const untilAlert = (log: PageLog, count = 1) =>
  expect
    .poll(() => log.alerts.length, { message: `expected ${count} alert(s)`, timeout: 5_000 })
    .toBeGreaterThanOrEqual(count);

/** Fills the form, solves the captcha, submits and waits for the outcome's alert. */
export async function fillAndSend(page: Page, log: PageLog, values: ContactValues = VISITOR): Promise<void> {
  await fill(page, values);
  await solveCaptcha(page);
  await submit(page);
  await untilAlert(log);
}
