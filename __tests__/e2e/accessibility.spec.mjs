// axe-core, injected into Chromium, on every route at a phone and a desktop width, and in the
// opened states that exist so far (mobile menu, support modal with a question open, terms with
// no result, a security practice open, the testimonial carousel moved, contact form showing
// its errors, feedback banner).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { ALL_ROUTES, ROOT, closePage, openPage, useSiteAndBrowser, visit } from "./helpers.mjs";

const context = useSiteAndBrowser();
const AXE = fs.readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's violations on the page as it stands, one readable line each. */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async (tags) => (await window.axe.run(document, { runOnly: tags })).violations, TAGS);
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("axe-core on every route", () => {
  for (const width of [390, 1440]) {
    it(`reports no violations at ${width} px`, async () => {
      const page = await openPage(context, { width, height: 900 });
      try {
        const problems = [];
        for (const route of [...ALL_ROUTES, "/no-such-page"]) {
          await visit(page, context, route);
          problems.push(...(await violations(page)).map((v) => `${route}: ${v}`));
        }
        assert.deepEqual(problems, []);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe("axe-core in opened states", () => {
  it("mobile menu open", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      assert.deepEqual(await violations(page), []);
    } finally {
      await closePage(page);
    }
  });

  it("support modal open with a question expanded", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/technical-support");
      await page.getByRole("button", { name: /Payment Issues/ }).click();
      await page.locator("dialog button[aria-expanded]").first().click();
      assert.deepEqual(await violations(page), []);
    } finally {
      await closePage(page);
    }
  });

  it("terms search with no result, a security practice opened, the testimonials moved on", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/terms");
      await page.getByPlaceholder("Search terms...").fill("no such clause");
      await page.getByText('No results found for "no such clause"').waitFor();
      assert.deepEqual(await violations(page), []);

      await visit(page, context, "/security");
      await page.locator("main button[aria-expanded]").nth(2).click();
      assert.deepEqual(await violations(page), []);

      await visit(page, context, "/testimonials");
      await page.getByRole("button", { name: "Prev" }).click();
      await page.waitForTimeout(600); // let the 0.5 s cross-fade finish
      assert.deepEqual(await violations(page), []);
    } finally {
      await closePage(page);
    }
  });

  it("case study and press release modals open", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/case-studies");
      await page.locator("ul[aria-label='Case studies'] h3 button").first().click();
      await page.getByRole("dialog").waitFor();
      assert.deepEqual(await violations(page), []);
      await visit(page, context, "/press-media");
      await page.getByRole("button", { name: "Read More" }).first().click();
      await page.getByRole("dialog").waitFor();
      assert.deepEqual(await violations(page), []);
    } finally {
      await closePage(page);
    }
  });

  it("contact form showing its errors, and the feedback banner", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/contact");
      await page.locator("#contact-email").waitFor();
      await page.fill("#contact-email", "not-an-email");
      await page.fill("#contact-phone", "123");
      await page.fill("#contact-captcha", "wrong");
      await page.focus("#contact-message");
      await page.getByText("Invalid email").waitFor();
      assert.deepEqual(await violations(page), []);

      await visit(page, context, "/feedback");
      await page.fill("#feedback-name", "Ravi");
      await page.fill("#feedback-email", "ravi@example.in");
      await page.fill("#feedback-message", "Great support.");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await page.getByText("Thank you for your feedback!").waitFor();
      assert.deepEqual(await violations(page), []);
    } finally {
      await closePage(page);
    }
  });
});
