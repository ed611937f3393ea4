import { site } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

// Every route answering inside the shared layout, with its own heading from content, is
// every-route.spec.ts's, on the load its other checks share.
test.describe("every route of spec 2.1", () => {
  test("shows the same About block on /about-us and /company-overview", async ({ page }) => {
    await visit(page, "/about-us/");
    await settled(page);
    const about = await page.locator("main").innerText();
    await visit(page, "/company-overview/");
    await expect(page.locator("main")).toHaveText(about, { useInnerText: true });
    await expect(page.locator("h1")).toHaveText(`${site.name} Is More Than Just A Fintech Company`);
    await expect(page).toHaveTitle("Company Overview");
  });
});
