import {
  ALL_ROUTES,
  STATIC_ROUTES,
  contentPath,
  inGroups,
  pageCopy,
  readContent,
  site,
  withCompany,
} from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

test.describe("every route of spec 2.1", () => {
  // One page walks a group of routes; soft assertions report every route that fails, by name.
  for (const routes of inGroups(ALL_ROUTES, 4)) {
    test(`${routes.join(", ")} answer 200 and show their heading inside the shared layout`, async ({ page, log }) => {
      test.setTimeout(30_000 * routes.length);
      for (const route of routes) {
        await test.step(route, async () => {
          const reported = log.problems.length;
          const response = await visit(page, route);
          expect.soft(response.status(), route).toBe(200);
          const h1 = page.locator("h1");
          await expect.soft(h1, `${route}: exactly one h1`).toHaveCount(1);
          await expect.soft(h1, route).toHaveText(/\S/, { useInnerText: true });
          await expect.soft(page.locator("header nav a"), route).toHaveCount(5);
          await expect.soft(page.getByRole("contentinfo"), route).toContainText(new RegExp(`© ${site.copyrightYear}`));
          expect.soft(log.problems.slice(reported), route).toEqual([]);
        });
      }
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
