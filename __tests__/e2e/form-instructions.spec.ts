// Issue 47, points 2 and 4: the feedback thank-you is seen where the visitor looks and waits while
// they read it; the captcha says it is required and case-sensitive and shows its error inline; the
// phone's format is described up front; the code is drawn in a face whose look-alikes differ.
import type { Page } from "@playwright/test";
import { VISITOR, fill, openContactForm, submit, untilAlert } from "./contact-form";
import { expect, test, visit } from "./fixtures";

const THANKS = { "": "Thank you for your feedback!", "/hi": "आपके फ़ीडबैक के लिए धन्यवाद!" };

async function sendFeedback(page: Page, prefix: "" | "/hi") {
  await visit(page, `${prefix}/feedback/`);
  await page.fill("#feedback-name", "Ravi");
  await page.fill("#feedback-email", "ravi@example.in");
  await page.fill("#feedback-message", "Clear docs, fast support.");
  await page.locator("form button[type='submit']").click();
  const banner = page.locator("form [role='status']").getByText(THANKS[prefix]);
  await expect(banner).toBeVisible();
  return banner;
}

test.describe("feedback thank-you banner (issue 47.2)", () => {
  for (const prefix of ["", "/hi"] as const) {
    test(`${prefix || "/"}: shows on screen, clear of the fixed header`, { tag: "@phone" }, async ({ page }) => {
      const banner = await sendFeedback(page, prefix);
      // Give a smooth scroll time to end, then measure.
      await page.waitForTimeout(700);
      const box = await banner.boundingBox();
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((h) => h.getBoundingClientRect().bottom);
      const height = page.viewportSize()?.height ?? 0;
      expect(box, "drawn").not.toBeNull();
      expect(box!.y, `top ${box!.y} below the header's ${headerBottom}`).toBeGreaterThanOrEqual(headerBottom);
      expect(box!.y + box!.height, "bottom on screen").toBeLessThanOrEqual(height);
    });
  }

  test("its 4 seconds pause while it is hovered, and while it has focus", async ({ page }) => {
    test.setTimeout(60_000);
    const banner = await sendFeedback(page, "");
    await banner.hover();
    await page.waitForTimeout(5_000);
    await expect(banner, "still there after 5 s under the pointer").toBeVisible();
    await page.mouse.move(0, 0);
    await expect(banner).toHaveCount(0, { timeout: 6_000 });

    const again = await sendFeedback(page, "");
    await again.focus();
    await page.waitForTimeout(5_000);
    await expect(again, "still there after 5 s with focus").toBeVisible();
    await page.locator("#feedback-name").focus();
    await expect(again).toHaveCount(0, { timeout: 6_000 });
  });
});

test.describe("captcha and phone instructions (issue 47.4)", () => {
  test("the captcha is marked required and case-sensitive; empty on submit, its error shows inline", async ({
    page,
    log,
  }) => {
    await openContactForm(page);
    const captcha = page.locator("#contact-captcha");
    await expect(captcha).toHaveAttribute("aria-required", "true");
    const label = page.locator("label[for='contact-captcha']");
    await expect(label).toContainText("*");
    await expect(label).toContainText(/case-sensitive/);
    await fill(page, VISITOR);
    await submit(page);
    await untilAlert(log);
    expect(log.alerts).toEqual(["Captcha does not match! Please try again."]);
    await expect(captcha).toBeFocused();
    await expect(captcha).toHaveAttribute("aria-invalid", "true");
    const error = page.locator("#contact-captcha-error");
    await expect(error).toBeVisible();
    await expect(captcha).toHaveAttribute("aria-describedby", /contact-captcha-error/);
    await page.fill("#contact-captcha", await page.getByTestId("captcha-code").innerText());
    await expect(captcha).toHaveAttribute("aria-invalid", "false");
    await expect(error).toHaveCount(0);
  });

  test("the phone field describes its format before anything is typed", async ({ page }) => {
    await openContactForm(page);
    const phone = page.locator("#contact-phone");
    const described = await phone.getAttribute("aria-describedby");
    expect(described, "aria-describedby").toBeTruthy();
    const hint = page.locator(`[id='${described!.split(" ")[0]}']`);
    await expect(hint).toBeVisible();
    await expect(hint).toContainText(/10 digits/);
  });

  test("a wrong phone number's error takes the hint's place, and the field is described by the error alone", async ({
    page,
  }) => {
    await openContactForm(page);
    const phone = page.locator("#contact-phone");
    await phone.fill("98765");
    await phone.blur();
    const error = page.locator("#contact-phone-error");
    await expect(error).toHaveText("Enter 10 digit phone");
    await expect(page.locator("#contact-phone-hint"), "hint and error never stacked").toHaveCount(0);
    await expect(phone).toHaveAttribute("aria-describedby", "contact-phone-error");
    await phone.fill("9876543210");
    await expect(error).toHaveCount(0);
    await expect(page.locator("#contact-phone-hint")).toBeVisible();
    await expect(phone).toHaveAttribute("aria-describedby", "contact-phone-hint");
  });

  test("the code is drawn in a face whose look-alikes differ, and still spelled out", async ({ page }) => {
    await openContactForm(page);
    const code = page.getByTestId("captcha-code");
    await expect(code).toHaveAttribute("aria-label", /capital|small|digit/);
    const face = await code.evaluate(async (element) => {
      const family = getComputedStyle(element).fontFamily;
      await document.fonts.load(`700 32px ${family}`, "O0lI1");
      return { family, loaded: document.fonts.check(`700 32px ${family.split(",")[0]}`, "O0lI1") };
    });
    expect(face.family).toMatch(/Atkinson Hyperlegible Mono/);
    expect(face.loaded, "the face is there, not a fallback").toBe(true);
  });
});
