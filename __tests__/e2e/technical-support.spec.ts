import type { Page } from "@playwright/test";
import { readContent, site } from "../support/site-data.mjs";
import { expect, test, visit } from "./fixtures";

const topics: { title: string; faqs: unknown[] }[] = readContent("support-topics.json");

const cardTitles = (page: Page) => page.locator("ul[aria-label='Support topics'] button > span:nth-child(2)");
const faqState = (page: Page) =>
  page
    .locator("dialog button[aria-expanded]")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));

test.describe("/technical-support (spec 2.7)", () => {
  test("lists the six topics, says support is 24/7 and filters by title as typed, ignoring case", async ({ page }) => {
    await visit(page, "/technical-support/");
    await expect(cardTitles(page)).toHaveText([
      "Payment Issues",
      "Account & KYC",
      "Integration Support",
      "Dispute Resolution",
      "Technical Guidance",
      "Reporting & Analytics",
    ]);
    await expect(page.locator("main")).toContainText(/24\/7/, { useInnerText: true });
    const search = page.getByPlaceholder("Search support topics...");
    await search.fill("REPORT");
    await expect(cardTitles(page)).toHaveText(["Reporting & Analytics"]);
    await search.fill("support");
    await expect(cardTitles(page)).toHaveText(["Integration Support"]);
    await search.fill("webhook");
    await expect(cardTitles(page), "titles only, not answers").toHaveCount(0);
    await expect(page.getByText("No support topics match “webhook”.")).toBeVisible();
    await search.fill("");
    await expect(cardTitles(page)).toHaveCount(6);
  });

  test("opens a topic in a modal with one question open at a time, and resets it for another topic", async ({
    page,
  }) => {
    await visit(page, "/technical-support/");
    const kyc = topics.find((topic) => topic.title === "Account & KYC");
    expect(kyc).toBeDefined();
    await page.getByRole("button", { name: /Account & KYC/ }).click();
    const dialog = page.getByRole("dialog", { name: "Account & KYC" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => faqState(page)).toEqual(kyc?.faqs.map(() => false));
    await dialog.getByRole("button", { name: "How long does verification take?" }).click();
    await expect(dialog.getByText(/1-2 business days/)).toBeVisible();
    await dialog.locator("button[aria-expanded]").nth(1).click();
    await expect.poll(() => faqState(page)).toEqual([false, true, false]);
    await dialog.locator("button[aria-expanded]").nth(1).click();
    await expect.poll(() => faqState(page)).toEqual([false, false, false]);
    await dialog.locator("button[aria-expanded]").nth(2).click();

    await expect(dialog.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(dialog.getByRole("link", { name: site.phone })).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: /Payment Issues/ }).click();
    await expect(page.getByRole("dialog", { name: "Payment Issues" })).toBeVisible();
    await expect
      .poll(() => faqState(page), { message: "choosing a topic resets the open question" })
      .toEqual([false, false, false]);
  });

  test("closes by its button, a backdrop click and Escape, returning focus to the card", async ({ page }) => {
    await visit(page, "/technical-support/");
    const card = page.getByRole("button", { name: /Dispute Resolution/ });
    const dialog = page.getByRole("dialog");
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
    const closeWith = async (how: () => Promise<void>) => {
      await card.click();
      await expect(dialog).toBeVisible();
      await expect.poll(bodyOverflow, { message: "page scroll locked" }).toBe("hidden");
      await expect
        .poll(() => page.evaluate(() => document.querySelector("dialog")?.contains(document.activeElement) ?? false), {
          message: "focus inside",
        })
        .toBe(true);
      await how();
      await expect(dialog).toBeHidden();
      // The dialog's close event is queued: wait for it rather than racing it.
      await expect.poll(bodyOverflow, { message: "page scroll unlocked" }).toBe("");
      await expect(card, "focus back on the card").toBeFocused();
    };
    await closeWith(() => dialog.getByRole("button", { name: "Close" }).click());
    await closeWith(() => page.keyboard.press("Escape"));
    await closeWith(() => page.mouse.click(10, 450));
  });

  test("publishes the questions as FAQPage structured data", async ({ request }) => {
    const html = await (await request.get("/technical-support/")).text();
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(topics.flatMap((t) => t.faqs).length);
    expect(
      faq.mainEntity.some((q: { acceptedAnswer: { text: string } }) => /1-2 business days/.test(q.acceptedAnswer.text)),
    ).toBe(true);
  });
});
