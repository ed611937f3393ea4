// Issue 42, point 11: Send pressed before a form's code has arrived (a click the moment the page
// has loaded on a slow connection) is held and replayed once it has; the browser never submits the
// static form itself, which would put what was typed into the address. Without JavaScript the
// form never submits and says how to reach the company instead.
import type { Page } from "@playwright/test";
import { readContent } from "../support/site-data.mjs";
import { VISITOR, fill } from "./contact-form";
import { expect, holdScripts, test } from "./fixtures";

/** A slow phone connection (Chrome DevTools' "Slow 4G"). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Records every document the page asks for after the first: a native submission would be one. */
function recordNavigations(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return () => documents.slice(1);
}

/** Opens `route` throttled, with the page's scripts held, and returns as soon as the form is there. */
async function openBeforeCode(page: Page, route: string, button: RegExp) {
  await throttle(page);
  const scripts = await holdScripts(page);
  const navigations = recordNavigations(page);
  await page.goto(route, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("button", { name: button })).toBeVisible();
  return { scripts, navigations };
}

const CONTACT_ROUTES = ["/contact/", "/#contact"];

/** Home's scripts, fonts and first video on a slow connection take most of a minute here. */
const SLOW_LOAD = 60_000;

test.describe("Send before the form's code has arrived", () => {
  for (const route of CONTACT_ROUTES) {
    test(`${route}: an empty form's Send is held, then validated: errors shown, focus on the first`, async ({
      page,
      emailjs,
    }) => {
      test.setTimeout(2 * SLOW_LOAD);
      const { scripts, navigations } = await openBeforeCode(page, route, /Send Message/);
      await page.getByRole("button", { name: /Send Message/ }).click();
      await page.waitForTimeout(300);
      expect(navigations(), "no native submission").toEqual([]);
      expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
      scripts.release();
      await expect(page.getByText("Email is required")).toBeVisible({ timeout: SLOW_LOAD });
      await expect(page.locator("#contact-email")).toBeFocused();
      expect(navigations()).toEqual([]);
      expect(new URL(page.url()).search).toBe("");
      expect(emailjs.requests).toEqual([]);
    });

    test(`${route}: a filled form's Send is held, keeps every value, then asks for the captcha`, async ({
      page,
      log,
      emailjs,
    }) => {
      test.setTimeout(2 * SLOW_LOAD);
      const { scripts, navigations } = await openBeforeCode(page, route, /Send Message/);
      await fill(page, VISITOR, { timeout: 3_000 });
      await page.getByRole("button", { name: /Send Message/ }).click();
      await page.waitForTimeout(300);
      expect(navigations(), "no native submission").toEqual([]);
      expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
      scripts.release();
      // The captcha is drawn by the code: once it is there, the held Send finds it unsolved.
      await expect
        .poll(() => log.alerts, { timeout: SLOW_LOAD })
        .toEqual(["Captcha does not match! Please try again."]);
      await expect(page.locator("#contact-captcha")).toBeFocused();
      for (const [name, value] of Object.entries(VISITOR))
        await expect(page.locator(`#contact-${name}`), name).toHaveValue(value);
      expect(navigations()).toEqual([]);
      expect(new URL(page.url()).search).toBe("");
      expect(emailjs.requests).toEqual([]);
    });
  }

  test("/feedback/: a filled form's Submit is held, then thanks the visitor and resets", async ({ page }) => {
    const { scripts, navigations } = await openBeforeCode(page, "/feedback/", /Submit Feedback/);
    await page.fill("#feedback-name", "Ravi", { timeout: 3_000 });
    await page.fill("#feedback-email", "ravi@example.in");
    await page.fill("#feedback-message", "Clear docs.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await page.waitForTimeout(300);
    expect(navigations(), "no native submission").toEqual([]);
    expect(new URL(page.url()).search, "nothing typed in the address").toBe("");
    scripts.release();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("#feedback-name")).toHaveValue("");
    expect(navigations()).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("with JavaScript off", () => {
  const site = readContent("site.json");

  for (const route of CONTACT_ROUTES) {
    test(`${route}: nothing typed goes into an address, and the form says how to reach the company`, async ({
      openPage,
    }) => {
      const page = await openPage({ javaScriptEnabled: false });
      const navigations = recordNavigations(page);
      await page.goto(route);
      await fill(page, VISITOR);
      await page.getByRole("button", { name: /Send Message/ }).click();
      await page.press("#contact-email", "Enter");
      await page.waitForTimeout(500);
      expect(navigations(), "no native submission").toEqual([]);
      expect(new URL(page.url()).search).toBe("");
      await expect(page.locator("#contact-email")).toHaveValue(VISITOR.email);
      const form = page.locator("form", { has: page.locator("#contact-email") });
      const instead = form.locator("p", { hasText: /needs JavaScript/ });
      await expect(instead).toBeVisible();
      await expect(instead.getByRole("link", { name: site.email })).toBeVisible();
      await expect(instead.getByRole("link", { name: site.phone })).toBeVisible();
    });
  }

  test("/feedback/: nothing typed goes into an address, and the form says how to reach the company", async ({
    openPage,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    const navigations = recordNavigations(page);
    await page.goto("/feedback/");
    await page.fill("#feedback-name", "Ravi");
    await page.fill("#feedback-email", "ravi@example.in");
    await page.fill("#feedback-message", "Clear docs.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await page.waitForTimeout(500);
    expect(navigations(), "no native submission").toEqual([]);
    expect(new URL(page.url()).search).toBe("");
    const form = page.locator("form", { has: page.locator("#feedback-name") });
    const instead = form.locator("p", { hasText: /needs JavaScript/ });
    await expect(instead).toBeVisible();
    await expect(instead.getByRole("link", { name: site.email })).toBeVisible();
  });
});
