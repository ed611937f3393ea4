import {
  ALL_ROUTES,
  STATIC_ROUTES,
  contentPath,
  pageCopy,
  readContent,
  site,
  withCompany,
} from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

test.describe("every route of spec 2.1", () => {
  for (const route of ALL_ROUTES) {
    test(`${route} answers 200 and shows its heading inside the shared layout`, async ({ page, log }) => {
      const response = await visit(page, route);
      expect(response.status()).toBe(200);
      const h1 = page.locator("h1");
      await expect(h1, "exactly one h1").toHaveCount(1);
      await expect(h1).toHaveText(/\S/, { useInnerText: true });
      await expect(page.locator("header nav a")).toHaveCount(5);
      await expect(page.getByRole("contentinfo")).toContainText(new RegExp(`© ${site.copyrightYear}`));
      expect(log.problems).toEqual([]);
    });
  }

  test("shows each screen's own heading from content", async ({ page }) => {
    test.setTimeout(180_000);
    const services: { path: string; title: string }[] = readContent("services.json");
    const expected = (route: string): string => {
      const path = contentPath(route);
      const service = services.find((entry) => entry.path === path);
      if (service) return service.title;
      if (path === "/") return readContent("home.json").hero.headline;
      if (path === "/about-us" || path === "/company-overview") return withCompany(readContent("about.json").heading);
      return withCompany(pageCopy(path).heading);
    };
    for (const route of STATIC_ROUTES) {
      await visit(page, route);
      await expect(page.locator("h1"), `${route} h1`).toContainText(expected(route), { useInnerText: true });
    }
  });

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
