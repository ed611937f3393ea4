import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ALL_ROUTES,
  STATIC_ROUTES,
  closePage,
  openPage,
  pageCopy,
  readContent,
  site,
  useSiteAndBrowser,
  visit,
  withCompany,
} from "./helpers.mjs";

const context = useSiteAndBrowser();

describe("every route of spec 2.1", () => {
  for (const route of ALL_ROUTES) {
    it(`${route} answers 200 and shows its heading inside the shared layout`, async () => {
      const page = await openPage(context);
      try {
        const response = await visit(page, context, route);
        assert.equal(response.status(), 200);
        const h1 = page.locator("h1");
        assert.equal(await h1.count(), 1, "exactly one h1");
        assert.ok((await h1.innerText()).trim().length > 0);
        assert.equal(await page.locator("header nav[aria-label='Main'] a").count(), 5);
        assert.match(await page.getByRole("contentinfo").innerText(), new RegExp(`© ${site.copyrightYear}`));
        assert.deepEqual(page.problems, []);
      } finally {
        await closePage(page);
      }
    });
  }

  it("shows each screen's own heading from content", async () => {
    const services = readContent("services.json");
    const expected = (route) => {
      const service = services.find((entry) => entry.path === route);
      if (service) return service.title;
      if (route === "/") return readContent("home.json").hero.headline;
      if (route === "/about-us" || route === "/company-overview") return withCompany(readContent("about.json").heading);
      return withCompany(pageCopy(route).heading);
    };
    const page = await openPage(context);
    try {
      for (const route of STATIC_ROUTES) {
        await visit(page, context, route);
        assert.ok((await page.locator("h1").innerText()).includes(expected(route)), `${route} h1`);
      }
    } finally {
      await closePage(page);
    }
  });

  it("shows the same About block on /about-us and /company-overview", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/about-us");
      const about = await page.locator("main").innerText();
      await visit(page, context, "/company-overview");
      assert.equal(await page.locator("main").innerText(), about);
      assert.equal((await page.locator("h1").innerText()).trim(), `${site.name} Is More Than Just A Fintech Company`);
      assert.equal(await page.title(), "Company Overview");
    } finally {
      await closePage(page);
    }
  });
});
