import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { closePage, openPage, site, team, useSiteAndBrowser, visit, waitForHeading } from "./helpers.mjs";

const context = useSiteAndBrowser();

describe("/team (spec 2.4)", () => {
  it("shows the heading, sub-line, four members in two columns and the fifth centred below", async () => {
    const page = await openPage(context, { width: 1440 });
    try {
      await visit(page, context, "/team");
      assert.equal(await page.locator("h1").innerText(), `Meet The ${site.name} Team`);
      assert.ok(await page.getByText("Meet our growing team of experts and advisors.").isVisible());
      const names = await page.locator("main article h2").allInnerTexts();
      assert.deepEqual(names, team.slice(0, 5).map((m) => m.name));
      assert.equal(await page.getByText(team[5].name).count(), 0, "the sixth member is not displayed");

      const boxes = await page.locator("main article").evaluateAll((cards) =>
        cards.map((card) => {
          const r = card.getBoundingClientRect();
          return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) };
        }),
      );
      assert.equal(boxes[0].y, boxes[1].y, "first row has two cards");
      assert.equal(boxes[2].y, boxes[3].y, "second row has two cards");
      assert.ok(boxes[2].y > boxes[0].y && boxes[4].y > boxes[2].y);
      const gridCentre = (boxes[0].x + boxes[1].x + boxes[1].w) / 2;
      assert.ok(Math.abs(boxes[4].x + boxes[4].w / 2 - gridCentre) <= 2, "fifth card centred");
    } finally {
      await closePage(page);
    }
  });

  it("gives every card image, name, role, short bio and Read More to the profile", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/team");
      for (const member of team.slice(0, 5)) {
        const card = page.locator("main article", { has: page.locator("h2", { hasText: member.name }) });
        assert.ok(await card.getByText(member.role, { exact: true }).isVisible());
        assert.ok(await card.getByText(member.shortBio).isVisible());
        assert.equal(await card.locator("img[alt]").last().getAttribute("alt"), `Portrait of ${member.name}`);
        assert.equal(await card.getByRole("link", { name: /Read More/ }).getAttribute("href"), `/team/${member.slug}`);
      }
      await page.getByRole("link", { name: `Read More about ${team[1].name}` }).click();
      await page.waitForURL(`**/team/${team[1].slug}`);
      await waitForHeading(page, team[1].name);
    } finally {
      await closePage(page);
    }
  });
});

describe("/team/{slug}", () => {
  for (const member of team) {
    it(`${member.slug} shows photo, name, role, biography and its links`, async () => {
      const page = await openPage(context);
      try {
        await visit(page, context, `/team/${member.slug}`);
        assert.equal(await page.locator("h1").innerText(), member.name);
        assert.ok(await page.getByText(member.role, { exact: true }).first().isVisible());
        const paragraphs = member.longBio.split(/\n\s*\n/);
        assert.ok(paragraphs.length > 1);
        for (const paragraph of paragraphs) assert.ok(await page.getByText(paragraph.trim()).isVisible());
        assert.ok(await page.locator(`main img[alt="Portrait of ${member.name}"]`).last().isVisible());

        const linkedin = page.getByRole("link", { name: /LinkedIn profile/ });
        assert.equal(await linkedin.count(), member.linkedin ? 1 : 0);
        if (member.linkedin) assert.equal(await linkedin.getAttribute("href"), member.linkedin);

        const mail = page.getByRole("link", { name: /^Email / });
        assert.equal(await mail.count(), member.email ? 1 : 0);
        if (member.email) {
          const href = new URL(await mail.getAttribute("href"));
          assert.equal(href.hostname, "mail.google.com");
          assert.equal(href.searchParams.get("to"), member.email);
          assert.equal(await mail.getAttribute("target"), "_blank");
        }

        await page.getByRole("link", { name: "Back to Team" }).click();
        await page.waitForURL("**/team");
        await waitForHeading(page, `Meet The ${site.name} Team`);
      } finally {
        await closePage(page);
      }
    });
  }

  it("the data exercises both optional links being absent", () => {
    assert.ok(team.some((m) => !m.linkedin));
    assert.ok(team.some((m) => !m.email));
  });
});

describe("not-found screens from the static build", () => {
  it("an unknown team slug answers 404 with 'Profile not found' and Back to Team", async () => {
    const page = await openPage(context);
    try {
      const response = await visit(page, context, "/team/no-such-person");
      assert.equal(response.status(), 404);
      await page.getByRole("heading", { level: 1, name: "Profile not found" }).waitFor();
      await page.getByRole("link", { name: "Back to Team" }).click();
      await page.waitForURL("**/team");
      await waitForHeading(page, `Meet The ${site.name} Team`);
    } finally {
      await closePage(page);
    }
  });

  it("any other unknown path answers 404 with 'Page Not Found', saying it is coming soon", async () => {
    const page = await openPage(context);
    try {
      const response = await visit(page, context, "/pricing/enterprise");
      assert.equal(response.status(), 404);
      assert.equal(await page.locator("h1").innerText(), "Page Not Found");
      assert.match(await page.locator("main").innerText(), /coming soon/i);
      assert.deepEqual(page.problems.filter((p) => !p.includes("/pricing/enterprise") && !p.includes("status of 404")), []);
    } finally {
      await closePage(page);
    }
  });
});
