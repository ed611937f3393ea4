// Issue 42, point 10: what the company is, its (fictional) regulated partners and its Nodal Officer,
// written once in site.json and shown in the footer and on /privacy, /security and /help-center, in
// both languages; one set of response times; the contact form's privacy notice covers transfer
// abroad, retention and withdrawing consent or complaining.
import { readContent } from "../support/site-data.mjs";
import { expect, test, visit } from "./fixtures";

const LANGUAGES = [
  { prefix: "", folder: "" },
  { prefix: "/hi", folder: "hi/" },
];

for (const { prefix, folder } of LANGUAGES) {
  const site = readContent(`${folder}site.json`);
  const { regulatory } = site;

  test.describe(`regulatory copy (${prefix || "/"})`, () => {
    test("the footer's regulatory line says what the company is and names its Nodal Officer", async ({ page }) => {
      await visit(page, `${prefix}/team/`);
      const footer = page.locator("footer#site-footer");
      await expect(footer).toContainText(regulatory.status);
      await expect(footer).toContainText(regulatory.nodalOfficer.name);
      await expect(footer.getByRole("link", { name: regulatory.nodalOfficer.email })).toBeVisible();
    });

    for (const route of ["/privacy/", "/security/", "/help-center/"]) {
      test(`${route} carries the statement, the partners and the Nodal Officer`, async ({ page }) => {
        await visit(page, `${prefix}${route}`);
        const statement = page.locator("main [data-regulatory-statement]");
        await expect(statement).toContainText(regulatory.status);
        for (const partner of regulatory.partners) await expect(statement).toContainText(partner.name);
        await expect(statement).toContainText(regulatory.nodalOfficer.name);
        await expect(statement).toContainText(regulatory.nodalOfficer.phone);
      });
    }

    test("/privacy and /help-center give the same response times, the ones site.json sets", async ({ page }) => {
      const times = Object.values(site.responseTimes as Record<string, string>);
      for (const route of ["/privacy/", "/help-center/"]) {
        await visit(page, `${prefix}${route}`);
        const text = await page.locator("main").innerText();
        for (const time of times) expect(text, `${route} says ${time}`).toContain(time);
      }
    });

    test("the contact form's privacy notice covers transfer abroad, retention and withdrawal", async ({ page }) => {
      const contact = readContent(`${folder}contact.json`);
      await visit(page, `${prefix}/contact/`);
      const notice = page.locator("#contact-privacy");
      for (const sentence of [contact.transferNotice, contact.retentionNotice, contact.withdrawalNotice]) {
        expect(sentence, "written in content").toBeTruthy();
        await expect(notice).toContainText(sentence);
      }
    });
  });
}

test("no page gives the old, contradicting response times", async ({ page }) => {
  for (const route of ["/privacy/", "/help-center/"]) {
    await visit(page, route);
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(/within 48 hours|within 30 days/);
  }
});
