// The contact form as a visitor uses it: open /contact, fill, solve the captcha, send, read the alert.
import assert from "node:assert/strict";
import { openPage, visit } from "./helpers.mjs";

export const VISITOR = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  service: "payouts",
  message: "We need instant refunds for 40,000 orders a day.",
};

/** Opens /contact on the context's server with alerts and console errors recorded. */
export async function contactPage(context) {
  const page = await openPage(context);
  page.alerts = [];
  page.consoleErrors = [];
  page.on("dialog", (dialog) => {
    page.alerts.push(dialog.message());
    dialog.accept();
  });
  page.on("console", (message) => message.type() === "error" && page.consoleErrors.push(message.text()));
  await visit(page, context, "/contact");
  await page.waitForFunction(() => document.querySelector("[data-testid='captcha-code']")?.textContent.length === 5);
  return page;
}

export async function fill(page, values = VISITOR) {
  for (const [name, value] of Object.entries(values)) {
    if (name === "service") await page.selectOption(`#contact-${name}`, value);
    else await page.fill(`#contact-${name}`, value);
  }
}

export const captchaCode = (page) => page.locator("[data-testid='captcha-code']").innerText();

export async function solveCaptcha(page) {
  await page.fill("#contact-captcha", await captchaCode(page));
}

export const fieldValues = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ["firstName", "lastName", "email", "phone", "service", "message"].map((name) => [name, document.getElementById(`contact-${name}`).value]),
    ),
  );

export const submit = (page) => page.getByRole("button", { name: /Send Message/ }).click();

/** Fills the form, solves the captcha, submits and waits for the outcome's alert. */
export async function fillAndSend(page, values = VISITOR) {
  await fill(page, values);
  await solveCaptcha(page);
  await submit(page);
  await untilAlert(page);
}

export async function untilAlert(page, count = 1) {
  for (let i = 0; i < 100 && page.alerts.length < count; i += 1) await page.waitForTimeout(50);
  assert.ok(page.alerts.length >= count, `expected ${count} alert(s), got ${page.alerts.length}`);
}
