import { test } from "@playwright/test";
import { startLocalBackend } from "./cms-local-backend";

test("probe", async ({ page }) => {
  const backend = await startLocalBackend();
  await backend.route(page);
  await page.goto("/admin/#/collections/en-lists/entries/team");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("aarav-malhotra", { exact: true }).locator("xpath=preceding-sibling::*[1]//button").first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "/tmp/cms-probe2.png" });
  console.log(await page.locator("label").allInnerTexts());
  await backend.stop();
});
