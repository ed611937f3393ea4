// Issue 43, "there is no way in": every product's call to action (its section on home, its own page,
// its card on /services) opens the contact form with the product's Service option already chosen
// and says so in the form's heading; an address that names no offered option chooses nothing; the
// phone and e-mail beside the form are a door without a captcha, and developers find the guides.
import type { Locator, Page } from "@playwright/test";
import { languages, pageUrl, readContent, readTranslation, site } from "../support/site-data.mjs";
import { violations } from "./axe";
import { VISITOR, solveCaptcha, untilAlert } from "./contact-form";
import { expect, test, visit } from "./fixtures";
import { tokenColour } from "./token-colour";

interface Service {
  slug: string;
  path: string;
  title: string;
  card: { title: string };
  enquiry?: string;
}
interface Contact {
  formHeading: string;
  formHeadingFor: string;
  directNote: string;
  serviceOptions: { value: string; label: string }[];
}

const content = (code: string, file: string) => (code === "en" ? readContent(file) : readTranslation(code, file));
const prefixed = (code: string, route: string) => (code === "en" ? route : `/${code}${route}`);

/** What the form shows once it is ready: the heading above it and the Service list's value. */
async function expectForm(page: Page, contact: Contact, service: string | undefined) {
  const select = page.locator("#contact-service");
  const option = contact.serviceOptions.find((candidate) => candidate.value === (service ?? ""));
  const heading = service ? contact.formHeadingFor.replace("{service}", option!.label) : contact.formHeading;
  await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(select).toHaveValue(service ?? "");
  // What the visitor sees in the closed list, not only the value behind it.
  expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0].textContent)).toBe(
    option!.label,
  );
}

for (const { code } of languages) {
  const services: Service[] = content(code, "services.json");
  const contact: Contact = content(code, "contact.json");
  const ui = content(code, "ui.json");
  const contactUrl = (service?: string) =>
    service ? `${prefixed(code, "/contact/")}?service=${service}` : prefixed(code, "/contact/");

  test.describe(`${code}: a product's call to action opens the form with its service chosen`, () => {
    // Six products, a page load and a navigation each: more than the default 30 s on a loaded machine.
    test.describe.configure({ timeout: 120_000 });
    test("from each product section of home", { tag: "@phone" }, async ({ page }) => {
      for (const service of services) {
        await visit(page, prefixed(code, "/"));
        await page.getByRole("link", { name: `${ui.talkToOurTeam}: ${service.title}`, exact: true }).click();
        await expect(page).toHaveURL(contactUrl(service.enquiry));
        await expectForm(page, contact, service.enquiry);
      }
    });

    test("from each product's own page, on its first screen and where it ends", async ({ page }) => {
      for (const service of services) {
        await visit(page, prefixed(code, pageUrl(service.path)));
        const ways = page.getByRole("link", { name: ui.talkToOurTeam, exact: true });
        await expect(ways).toHaveCount(2);
        await expect(ways.first(), `${service.path}: a next step under the intro`).toBeInViewport();
        expect(await ways.last().getAttribute("href")).toBe(await ways.first().getAttribute("href"));
        await ways.first().click();
        await expect(page).toHaveURL(contactUrl(service.enquiry));
        await expectForm(page, contact, service.enquiry);
      }
    });

    test("from each card on /services", { tag: "@phone" }, async ({ page }) => {
      for (const service of services) {
        await visit(page, prefixed(code, "/services/"));
        await page.getByRole("link", { name: `${ui.talkToOurTeam}: ${service.card.title}`, exact: true }).click();
        await expect(page).toHaveURL(contactUrl(service.enquiry));
        await expectForm(page, contact, service.enquiry);
      }
    });

    // Design review, round 16: the same words were a lime button on a product page, an outlined one
    // on home and underlined text on a card. Wherever they are a button, it is the accent one, and
    // first of its pair; a card's quiet second link (card-action.module.css) is the one text form.
    test("wherever it is a button, it is the accent button, first of its pair", async ({ page }) => {
      await visit(page, prefixed(code, "/how-it-works/"));
      const accent = await tokenColour(page, "--color-accent");
      const expectAccentFirst = async (way: Locator, where: string) => {
        const [background, first] = await way.evaluate((link) => [
          getComputedStyle(link).backgroundColor,
          link.parentElement?.firstElementChild === link,
        ]);
        expect(background, `${where}: the accent button`).toBe(accent);
        expect(first, `${where}: first of its pair`).toBe(true);
      };
      await expectAccentFirst(page.getByRole("link", { name: ui.talkToOurTeam, exact: true }), "/how-it-works/");
      for (const service of services) {
        await visit(page, prefixed(code, pageUrl(service.path)));
        const ways = page.getByRole("link", { name: ui.talkToOurTeam, exact: true });
        for (const index of [0, 1]) await expectAccentFirst(ways.nth(index), `${service.path}, button ${index + 1}`);
      }
      await visit(page, prefixed(code, "/"));
      for (const service of services)
        await expectAccentFirst(
          page.getByRole("link", { name: `${ui.talkToOurTeam}: ${service.title}`, exact: true }),
          `home's ${service.slug}`,
        );
    });

    test("opened at its address, the chosen service is what the enquiry sends", async ({ page, log, emailjs }) => {
      const chosen = services.find((service) => service.enquiry)!.enquiry!;
      await visit(page, contactUrl(chosen));
      await expectForm(page, contact, chosen);
      await page.fill("#contact-email", VISITOR.email);
      await solveCaptcha(page);
      await page.getByRole("button", { name: ui.sendMessage }).click();
      await untilAlert(log);
      expect(emailjs.requests[0].body.template_params).toMatchObject({ email: VISITOR.email, service: chosen });
    });
  });

  test.describe(`${code}: an address that names no offered service chooses nothing`, () => {
    for (const query of [
      "service=admin",
      "service=PAYOUTS",
      "service=",
      "service=payouts&service=onboarding",
      `service=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
      "services=payouts",
    ])
      test(`?${query}`, async ({ page, log }) => {
        await visit(page, `${prefixed(code, "/contact/")}?${query}`);
        await expect(page.getByTestId("captcha-code")).toHaveText(/^.{5}$/);
        await expectForm(page, contact, undefined);
        expect(log.alerts).toEqual([]);
        expect(log.problems).toEqual([]);
      });
  });

  test.describe(`${code}: beside the form, a door without a captcha`, () => {
    for (const route of ["/contact/", "/#contact"])
      test(`on ${route}: phone, e-mail and the developers' guides`, { tag: "@phone" }, async ({ page }) => {
        await visit(page, prefixed(code, route));
        const section = page.locator("section:has(#contact-heading)");
        await expect(section.getByText(contact.directNote)).toBeVisible();
        await expect(section.getByRole("link", { name: site.phone })).toHaveAttribute(
          "href",
          `tel:${site.phone.replace(/[^\d+]/g, "")}`,
        );
        await expect(section.getByRole("link", { name: site.email, exact: true }).first()).toHaveAttribute(
          "href",
          `mailto:${site.email}`,
        );
        await section.getByRole("link", { name: ui.readTheDocs }).click();
        await expect(page).toHaveURL(prefixed(code, "/technical-support/"));
      });
  });

  test(`${code}: the chosen form keeps its focus order and axe finds nothing`, { tag: "@phone" }, async ({ page }) => {
    const chosen = services.find((service) => service.enquiry)!.enquiry!;
    await visit(page, contactUrl(chosen));
    await expectForm(page, contact, chosen);
    // Phone, e-mail, the guides, then the form's first field: the reading order of the columns.
    await page.getByRole("main").getByRole("link", { name: site.phone }).focus();
    const order = [];
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute("href") || ""),
      );
    }
    expect(order).toEqual([`mailto:${site.email}`, prefixed(code, "/technical-support/"), "contact-firstName"]);
    expect(await violations(page)).toEqual([]);
  });
}
