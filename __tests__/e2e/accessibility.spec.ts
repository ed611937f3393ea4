// axe-core, injected into Chromium, in the opened states that exist so far (mobile menu, support
// modal with a question open, terms with no result, a security practice open, the testimonial
// carousel moved, contact form showing its errors, feedback banner). Every route as it loads, at a
// phone and a desktop width, is every-route.spec.ts's.
import { violations } from "./axe";
import { expect, test, visit } from "./fixtures";

test.describe("axe-core in opened states", () => {
  test("mobile menu open", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("support modal open with a question expanded", async ({ page }) => {
    await visit(page, "/technical-support/");
    await page.getByRole("button", { name: /Payment Issues/ }).click();
    const question = page.locator("dialog button[aria-expanded]").first();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(await violations(page)).toEqual([]);
  });

  test(
    "terms search with no result, a security practice opened, the testimonials moved on",
    { tag: "@phone-only" },
    async ({ page }) => {
      await visit(page, "/terms/");
      await page.getByPlaceholder("Search terms...").fill("no such clause");
      await expect(page.getByText('No results found for "no such clause"')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await visit(page, "/security/");
      const practice = page.locator("main button[aria-expanded]").nth(2);
      await practice.click();
      await expect(practice).toHaveAttribute("aria-expanded", "true");
      expect(await violations(page)).toEqual([]);

      await visit(page, "/testimonials/");
      await page.getByRole("button", { name: "Prev" }).click();
      // The 0.5 s cross-fade has finished: one slide left visible, fully opaque.
      const shown = page.locator("[aria-roledescription='slide']").filter({ visible: true });
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute("data-current", "true");
      await expect(shown).toHaveCSS("opacity", "1");
      expect(await violations(page)).toEqual([]);
    },
  );

  test("case study and press release modals open", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/case-studies/");
    await page.locator("ul[aria-label='Case studies'] h3 button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await visit(page, "/press-media/");
    await page.getByRole("button", { name: "Read More" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("contact form showing its errors, and the feedback banner", async ({ page }) => {
    await visit(page, "/contact/");
    await page.fill("#contact-email", "not-an-email");
    await page.fill("#contact-phone", "123");
    await page.fill("#contact-captcha", "wrong");
    await page.focus("#contact-message");
    await expect(page.getByText("Invalid email")).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await visit(page, "/feedback/");
    await page.fill("#feedback-name", "Ravi");
    await page.fill("#feedback-email", "ravi@example.in");
    await page.fill("#feedback-message", "Great support.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
