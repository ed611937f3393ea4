// The forms of /contact and /feedback are in the static HTML, but their code (Formik, Yup and the
// fields') arrives only when the visitor starts on them (issue 16: first-load JavaScript). What was
// typed, picked, left or submitted meanwhile must come through their hydration as if it had not
// been there.
import type { Page } from "@playwright/test";
import { readContent } from "../support/site-data.mjs";
import { VISITOR, fill, openContactForm, solveCaptcha, submit, untilAlert } from "./contact-form";
import { expect, holdScripts, settled, test, visit } from "./fixtures";
import { reactInternals } from "./react-internals";

/** A string each library's code contains, minified or not. */
const FORMIK = "setFieldTouched";
const YUP = "is a required field";
const EMAILJS = "EmailJSResponseStatus";

/** Counts the scripts the page has fetched whose text contains a marker. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async (marker: string) => (await Promise.all(bodies)).filter((body) => body.includes(marker)).length;
}

const isHydrated = reactInternals.isHydrated;

/** Records the documents the page loads from now on: a native form submission would be one. */
function recordNavigations(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

test.describe("contact form: code fetched when the visitor starts on it", () => {
  test("Formik, Yup and the e-mail client are fetched only once the visitor touches the form", async ({ page }) => {
    const scripts = recordScripts(page);
    await openContactForm(page);
    await settled(page);
    expect(await scripts(FORMIK), "Formik before the form was touched").toBe(0);
    expect(await scripts(YUP), "Yup before the form was touched").toBe(0);
    expect(await scripts(EMAILJS), "the e-mail client before the form was touched").toBe(0);
    await page.locator("#contact-firstName").click();
    await expect.poll(() => scripts(FORMIK), "Formik once the visitor is on the form").toBe(1);
    await expect.poll(() => scripts(YUP), "Yup once the visitor is on the form").toBe(1);
    await expect.poll(() => scripts(EMAILJS), "the e-mail client, at idle after them").toBe(1);
  });

  test("what is typed while the code arrives stays, with the focus and the caret, and is sent", async ({
    page,
    log,
    emailjs,
  }) => {
    await openContactForm(page);
    const scripts = await holdScripts(page);
    const firstName = page.locator("#contact-firstName");
    await firstName.click();
    await page.keyboard.type("Asa");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(scripts.requested, "the fields' code was asked for").toBeGreaterThan(0);
    expect(await isHydrated(firstName), "the field waits for its code").toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(firstName), "the field hydrates").toBe(true);
    await expect(firstName).toBeFocused();
    expect(await firstName.evaluate((field: HTMLInputElement) => [field.value, field.selectionStart])).toEqual([
      "Asa",
      2,
    ]);
    await page.keyboard.type("h");
    await expect(firstName).toHaveValue("Asha");
    const { firstName: _typed, ...rest } = VISITOR;
    await fill(page, rest);
    await solveCaptcha(page);
    await submit(page);
    await untilAlert(log);
    expect(emailjs.requests[0].body.template_params).toEqual({ ...VISITOR, language: "en" });
  });

  test("a field left before the code has arrived shows its error once it has", async ({ page }) => {
    await openContactForm(page);
    const scripts = await holdScripts(page);
    await page.fill("#contact-email", "asha@");
    await page.focus("#contact-phone");
    expect(await isHydrated(page.locator("#contact-email")), "left before the fields hydrated").toBe(false);
    scripts.release();
    await expect(page.getByText("Invalid email")).toBeVisible();
    await expect(page.locator("#contact-phone")).toBeFocused();
  });

  test("Send pressed before the code has arrived sends once it has, without leaving the page", async ({
    page,
    log,
    emailjs,
  }) => {
    await openContactForm(page);
    const scripts = await holdScripts(page);
    const navigations = recordNavigations(page);
    await fill(page);
    await solveCaptcha(page);
    await submit(page);
    expect(await isHydrated(page.locator("#contact-email")), "pressed before the fields hydrated").toBe(false);
    scripts.release();
    await untilAlert(log);
    expect(log.alerts).toEqual(["Thank you for submitting! 🎉"]);
    expect(emailjs.requests.map((request) => request.body.template_params)).toEqual([
      { ...VISITOR, language: "en" },
      { firstName: VISITOR.firstName, email: VISITOR.email, message: VISITOR.message, language: "en" },
    ]);
    expect(navigations, "no native submission").toEqual([]);
    expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
  });

  test("Enter before the code has arrived validates once it has: errors shown, focus on the first", async ({
    page,
    emailjs,
  }) => {
    await openContactForm(page);
    const scripts = await holdScripts(page);
    const navigations = recordNavigations(page);
    await page.fill("#contact-firstName", "Asha");
    await page.fill("#contact-phone", "98765");
    await page.press("#contact-phone", "Enter");
    expect(await isHydrated(page.locator("#contact-email")), "pressed before the fields hydrated").toBe(false);
    scripts.release();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Enter 10 digit phone")).toBeVisible();
    await expect(page.locator("#contact-email")).toBeFocused();
    await expect(page.locator("#contact-firstName")).toHaveValue("Asha");
    expect(emailjs.requests).toHaveLength(0);
    expect(navigations, "no native submission").toEqual([]);
    expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
  });
});

test.describe("home's contact form: followed to from the hero before its code", () => {
  test(
    "stays in place, the same fields, while its code arrives; what is typed meanwhile stays",
    { tag: "@phone" },
    async ({ page, log }) => {
      const { hero } = readContent("home.json");
      await visit(page, "/");
      await settled(page);
      const firstName = page.locator("#contact-firstName");
      await firstName.evaluate((field) => Object.assign(field, { fromServer: true }));
      const scripts = await holdScripts(page);
      await page.locator("#home").getByRole("link", { name: hero.ctaLabel }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect.poll(scripts.requested, "the form's code was asked for").toBeGreaterThan(0);
      // The router hears of the move a frame later: its update must not take the waiting form away.
      await page.waitForTimeout(500);
      await expect(firstName, "the form while its code is held").toBeVisible();
      await firstName.click();
      await page.keyboard.type("Asa");
      scripts.release();
      await expect.poll(() => isHydrated(firstName), "the field hydrates").toBe(true);
      expect(
        await firstName.evaluate((field) => "fromServer" in field),
        "the server's field, not one drawn afresh",
      ).toBe(true);
      await expect(firstName).toHaveValue("Asa");
      await expect(page).toHaveURL(/#contact$/);
      expect(log.problems).toEqual([]);
    },
  );
});

test.describe("feedback form: code fetched when the visitor starts on it", () => {
  test("Formik is fetched only once the visitor touches the form", async ({ page }) => {
    const scripts = recordScripts(page);
    await visit(page, "/feedback/");
    await settled(page);
    expect(await scripts(FORMIK), "Formik before the form was touched").toBe(0);
    await page.locator("#feedback-name").focus();
    await expect.poll(() => scripts(FORMIK), "Formik once the visitor is on the form").toBe(1);
  });

  test("a rating and text given while the code arrives stay through its hydration", async ({ page }) => {
    await visit(page, "/feedback/");
    const scripts = await holdScripts(page);
    await page.locator("input[name='rating'][value='4']").check({ force: true });
    await page.fill("#feedback-name", "Ravi");
    const name = page.locator("#feedback-name");
    expect(await isHydrated(name), "the form waits for its code").toBe(false);
    scripts.release();
    await expect.poll(() => isHydrated(name), "the form hydrates").toBe(true);
    await expect(name).toBeFocused();
    // Typing re-renders the form: what it showed before must be what it now holds.
    await page.fill("#feedback-message", "Clear docs.");
    await expect(page.locator("input[name='rating']:checked")).toHaveAttribute("value", "4");
    await expect(name).toHaveValue("Ravi");
  });

  test("Submit pressed before the code has arrived thanks the visitor once it has, without leaving the page", async ({
    page,
  }) => {
    await visit(page, "/feedback/");
    const scripts = await holdScripts(page);
    const navigations = recordNavigations(page);
    await page.fill("#feedback-name", "Ravi");
    await page.fill("#feedback-email", "ravi@example.in");
    await page.locator("input[name='rating'][value='4']").check({ force: true });
    await page.fill("#feedback-message", "Clear docs, fast support.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    expect(await isHydrated(page.locator("#feedback-name")), "pressed before the form hydrated").toBe(false);
    scripts.release();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(page.locator("#feedback-name")).toHaveValue("");
    await expect(page.locator("input[name='rating']:checked")).toHaveCount(0);
    expect(navigations, "no native submission").toEqual([]);
    expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
  });
});
