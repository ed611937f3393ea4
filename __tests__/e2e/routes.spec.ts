import { pageCopy, site, withCompany } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";
import { reactInternals } from "./react-internals";

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

test.describe("a move to another page before this one has wholly hydrated", () => {
  test("waits for the footer to hydrate, so React keeps its HTML rather than drawing it afresh (error 421)", async ({
    page,
    log,
  }) => {
    await reactInternals.recordHydrationAtAddressChange(page, "footer a");
    await visit(page, "/");
    const footerLink = page.locator("footer a").first();
    expect(await reactInternals.isHydrated(footerLink), "the footer, far below the first screen, waits").toBe(false);
    await footerLink.evaluate((node) => Object.assign(window, { footerLinkFromServer: node }));

    await page.locator("header nav[aria-label='Main']").getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withCompany(pageCopy("/team").heading));

    expect(
      await reactInternals.hydratedAtAddressChanges(page),
      "the footer had hydrated when the address changed",
    ).toEqual([true]);
    const kept = await page.evaluate(() =>
      document.contains((window as unknown as { footerLinkFromServer: Node }).footerLinkFromServer),
    );
    expect(kept, "the footer's links are the server's, hydrated, not drawn afresh").toBe(true);
    expect(log.problems).toEqual([]);
  });
});
