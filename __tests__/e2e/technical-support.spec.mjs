import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { closePage, openPage, readContent, site, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();
const topics = readContent("support-topics.json");

const cardTitles = (page) => page.locator("ul[aria-label='Support topics'] button > span:nth-child(2)").allInnerTexts();
const faqState = (page) =>
  page.locator("dialog button[aria-expanded]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded") === "true"));

describe("/technical-support (spec 2.7)", () => {
  it("lists the six topics, says support is 24/7 and filters by title as typed, ignoring case", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/technical-support");
      assert.deepEqual(await cardTitles(page), [
        "Payment Issues",
        "Account & KYC",
        "Integration Support",
        "Dispute Resolution",
        "Technical Guidance",
        "Reporting & Analytics",
      ]);
      assert.match(await page.locator("main").innerText(), /24\/7/);
      const search = page.getByPlaceholder("Search support topics...");
      await search.fill("REPORT");
      assert.deepEqual(await cardTitles(page), ["Reporting & Analytics"]);
      await search.fill("support");
      assert.deepEqual(await cardTitles(page), ["Integration Support"]);
      await search.fill("webhook");
      assert.deepEqual(await cardTitles(page), [], "titles only, not answers");
      assert.ok(await page.getByText("No support topics match “webhook”.").isVisible());
      await search.fill("");
      assert.equal((await cardTitles(page)).length, 6);
    } finally {
      await closePage(page);
    }
  });

  it("opens a topic in a modal with one question open at a time, and resets it for another topic", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/technical-support");
      const kyc = topics.find((topic) => topic.title === "Account & KYC");
      await page.getByRole("button", { name: /Account & KYC/ }).click();
      const dialog = page.getByRole("dialog", { name: "Account & KYC" });
      await dialog.waitFor();
      assert.deepEqual(await faqState(page), kyc.faqs.map(() => false));
      await dialog.getByRole("button", { name: "How long does verification take?" }).click();
      assert.ok(await dialog.getByText(/1-2 business days/).isVisible());
      await dialog.locator("button[aria-expanded]").nth(1).click();
      assert.deepEqual(await faqState(page), [false, true, false]);
      await dialog.locator("button[aria-expanded]").nth(1).click();
      assert.deepEqual(await faqState(page), [false, false, false]);
      await dialog.locator("button[aria-expanded]").nth(2).click();

      const mail = dialog.getByRole("link", { name: site.email });
      assert.equal(await mail.getAttribute("href"), `mailto:${site.email}`);
      assert.ok(await dialog.getByRole("link", { name: site.phone }).isVisible());

      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: /Payment Issues/ }).click();
      await page.getByRole("dialog", { name: "Payment Issues" }).waitFor();
      assert.deepEqual(await faqState(page), [false, false, false], "choosing a topic resets the open question");
    } finally {
      await closePage(page);
    }
  });

  it("closes by its button, a backdrop click and Escape, returning focus to the card", async () => {
    const page = await openPage(context, { width: 1440, height: 900 });
    try {
      await visit(page, context, "/technical-support");
      const card = page.getByRole("button", { name: /Dispute Resolution/ });
      const dialog = page.getByRole("dialog");
      const closeWith = async (how) => {
        await card.click();
        await dialog.waitFor();
        assert.equal(await page.evaluate(() => document.body.style.overflow), "hidden", "page scroll locked");
        assert.ok(await page.evaluate(() => document.querySelector("dialog").contains(document.activeElement)), "focus inside");
        await how();
        await dialog.waitFor({ state: "hidden" });
        // The dialog's close event is queued: wait for it rather than racing it.
        await page.waitForFunction(() => document.body.style.overflow === "");
        assert.equal(await page.evaluate(() => document.activeElement?.textContent.includes("Dispute Resolution")), true, "focus back on the card");
      };
      await closeWith(() => dialog.getByRole("button", { name: "Close" }).click());
      await closeWith(() => page.keyboard.press("Escape"));
      await closeWith(() => page.mouse.click(10, 450));
    } finally {
      await closePage(page);
    }
  });

  it("publishes the questions as FAQPage structured data", async () => {
    const html = await (await fetch(`${context.url}/technical-support`)).text();
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    assert.equal(faq.mainEntity.length, topics.flatMap((t) => t.faqs).length);
    assert.ok(faq.mainEntity.some((q) => /1-2 business days/.test(q.acceptedAnswer.text)));
  });
});
