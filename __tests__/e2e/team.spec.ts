import { site, team } from "../support/site-data.mjs";
import { expect, heading, test, visit } from "./fixtures";

const teamHeading = `Meet The ${site.name} Team`;

test.describe("/team (spec 2.4)", () => {
  test("shows the heading, sub-line, four members in two columns and the fifth centred below", async ({ page }) => {
    await visit(page, "/team/");
    await expect(heading(page)).toHaveText(teamHeading);
    await expect(page.getByText("Meet our growing team of experts and advisors.")).toBeVisible();
    await expect(page.locator("main article h2")).toHaveText(team.slice(0, 5).map((m) => m.name));
    await expect(page.getByText(team[5].name), "the sixth member is not displayed").toHaveCount(0);

    const boxes = await page.locator("main article").evaluateAll((cards) =>
      cards.map((card) => {
        const r = card.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) };
      }),
    );
    expect(boxes[0].y, "first row has two cards").toBe(boxes[1].y);
    expect(boxes[2].y, "second row has two cards").toBe(boxes[3].y);
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y);
    expect(boxes[4].y).toBeGreaterThan(boxes[2].y);
    const gridCentre = (boxes[0].x + boxes[1].x + boxes[1].w) / 2;
    expect(Math.abs(boxes[4].x + boxes[4].w / 2 - gridCentre), "fifth card centred").toBeLessThanOrEqual(2);
  });

  test("gives every card image, name, role, short bio and Read More to the profile", async ({ page }) => {
    await visit(page, "/team/");
    for (const member of team.slice(0, 5)) {
      const card = page.locator("main article", { has: page.locator("h2", { hasText: member.name }) });
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByText(member.shortBio)).toBeVisible();
      await expect(card.locator("img[alt]").last()).toHaveAttribute("alt", `Portrait of ${member.name}`);
      await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", `/team/${member.slug}/`);
    }
    await page.getByRole("link", { name: `Read More about ${team[1].name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${team[1].slug}/$`));
    await expect(heading(page)).toHaveText(team[1].name);
  });
});

test.describe("/team/{slug}", () => {
  for (const member of team) {
    test(`${member.slug} shows photo, name, role, biography and its links`, async ({ page }) => {
      await visit(page, `/team/${member.slug}/`);
      await expect(heading(page)).toHaveText(member.name);
      await expect(page.getByText(member.role, { exact: true }).first()).toBeVisible();
      const paragraphs = member.longBio.split(/\n\s*\n/);
      expect(paragraphs.length).toBeGreaterThan(1);
      for (const paragraph of paragraphs) await expect(page.getByText(paragraph.trim())).toBeVisible();
      await expect(page.locator(`main img[alt="Portrait of ${member.name}"]`).last()).toBeVisible();

      const linkedin = page.getByRole("link", { name: /LinkedIn profile/ });
      await expect(linkedin).toHaveCount(member.linkedin ? 1 : 0);
      if (member.linkedin) await expect(linkedin).toHaveAttribute("href", member.linkedin);

      const mail = page.getByRole("link", { name: /^Email / });
      await expect(mail).toHaveCount(member.email ? 1 : 0);
      if (member.email) {
        const href = new URL((await mail.getAttribute("href")) ?? "");
        expect(href.hostname).toBe("mail.google.com");
        expect(href.searchParams.get("to")).toBe(member.email);
        await expect(mail).toHaveAttribute("target", "_blank");
      }

      await page.getByRole("link", { name: "Back to Team" }).click();
      await expect(page).toHaveURL(/\/team\/$/);
      await expect(heading(page)).toHaveText(teamHeading);
    });
  }

  test("the data exercises both optional links being absent", () => {
    expect(team.some((m) => !m.linkedin)).toBe(true);
    expect(team.some((m) => !m.email)).toBe(true);
  });
});

test.describe("not-found screens from the static build", () => {
  // Either URL form of an unknown path: neither redirects, both get their variant.
  for (const slash of ["", "/"]) {
    test(`an unknown team slug (/team/no-such-person${slash}) answers 404 with 'Profile not found' and Back to Team`, async ({
      page,
    }) => {
      const response = await visit(page, `/team/no-such-person${slash}`);
      expect(response.status()).toBe(404);
      await expect(heading(page)).toHaveText("Profile not found");
      await page.getByRole("link", { name: "Back to Team" }).click();
      await expect(page).toHaveURL(/\/team\/$/);
      await expect(heading(page)).toHaveText(teamHeading);
    });

    test(`any other unknown path (/pricing/enterprise${slash}) answers 404 with 'Page Not Found', saying it is coming soon`, async ({
      page,
      log,
    }) => {
      const response = await visit(page, `/pricing/enterprise${slash}`);
      expect(response.status()).toBe(404);
      await expect(heading(page)).toHaveText("Page Not Found");
      await expect(page.locator("main")).toContainText(/coming soon/i);
      expect(log.problems.filter((p) => !p.includes("/pricing/enterprise") && !p.includes("status of 404"))).toEqual(
        [],
      );
    });
  }
});
