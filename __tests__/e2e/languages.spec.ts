// The Hindi site (issue 15): every route under /hi/ in Hindi, the language switcher, the 404
// variants, what search engines read (lang, canonical, hreflang, sitemap), and no English left on
// a Hindi page beyond the allow-list of Latin-script terms Indian readers know as they are, in every
// state a page offers. Each route's heading, lang and words as it loads are every-route.spec.ts's.
import type { Page } from "@playwright/test";
import {
  DEFAULT_ROUTES,
  STATIC_ROUTES,
  TRANSLATIONS,
  inLanguage,
  languages,
  readTranslation,
  team,
} from "../support/site-data.mjs";
import { VISITOR, captchaCode, fill } from "./contact-form";
import { expect, heading, settled, test, visit } from "./fixtures";
import { expectedHeading as headingOf, latinLeft, visitorText } from "./route-text";

const SITE_URL = "https://www.pravahpay.in";
const [english] = languages;

/** Whether the element with this id has its top in the upper half of the window (where following #id leaves it). */
const inUpperHalf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });

/** Follows the language switcher's link named `name`, from the menu where a phone's header folds it away. */
async function switchTo(page: Page, name: string) {
  const toggle = page.locator("button[aria-controls='site-menu']");
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
}

for (const { code, hreflang, label } of TRANSLATIONS) {
  const read = (file: string) => readTranslation(code, file);
  const site = read("site.json");
  const withCompany = (text: string) => text.replaceAll("{company}", site.name);
  const expectedHeading = (route: string) => headingOf(inLanguage(route, code));

  test.describe(`${label} (/${code}/)`, () => {
    test("tells search engines both addresses of a page, both ways, with the default as x-default", async ({
      request,
    }) => {
      for (const route of ["/", "/team/", `/team/${team[0].slug}/`, "/contact/", "/trust/"]) {
        for (const own of [route, inLanguage(route, code)]) {
          const html = await (await request.get(own)).text();
          expect(html, own).toContain(`rel="canonical" href="${SITE_URL}${own}"`);
          expect(html, own).toContain(`rel="alternate" hrefLang="${english.hreflang}" href="${SITE_URL}${route}"`);
          expect(html, own).toContain(
            `rel="alternate" hrefLang="${hreflang}" href="${SITE_URL}${inLanguage(route, code)}"`,
          );
          expect(html, own).toContain(`rel="alternate" hrefLang="x-default" href="${SITE_URL}${route}"`);
        }
        const translatedHtml = await (await request.get(inLanguage(route, code))).text();
        expect(translatedHtml).toMatch(/<html[^>]* lang="hi-IN"/);
        expect(translatedHtml).toContain(`property="og:locale" content="${TRANSLATIONS[0].ogLocale}"`);
        expect(translatedHtml).toContain(`property="og:locale:alternate" content="${english.ogLocale}"`);
        expect(translatedHtml).toContain(`"inLanguage":"${hreflang}"`);
      }
    });

    test("the sitemap lists both languages, each page with its alternates", async ({ request }) => {
      const index = await (await request.get("/sitemap-index.xml")).text();
      const [sitemap] = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      const xml = await (await request.get(sitemap)).text();
      const entry = (route: string) =>
        new RegExp(`<url><loc>${SITE_URL}${route}</loc>.*?</url>`).exec(xml)?.[0] ?? `${route} missing`;
      for (const route of [...STATIC_ROUTES.slice(0, 3), `/team/${team[0].slug}/`]) {
        for (const own of [route, inLanguage(route, code)]) {
          expect(entry(own)).toContain(
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${inLanguage(route, code)}"/>`,
          );
          expect(entry(own)).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${route}"/>`);
        }
      }
    });

    test("the switcher keeps the visitor on the same page, both ways, named in the target's script", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const route of ["/", "/team/", `/team/${team[1].slug}/`, "/contact/", "/payout-platform/"]) {
        await visit(page, route);
        const toTranslation = page.getByRole("banner").getByRole("link", { name: label, exact: true });
        await expect(toTranslation).toHaveAttribute("hreflang", hreflang);
        await expect(toTranslation).toHaveAttribute("lang", hreflang);
        await toTranslation.click();
        await expect(page).toHaveURL(inLanguage(route, code));
        await expect(heading(page)).toContainText(expectedHeading(route), { useInnerText: true });
        const back = page.getByRole("banner").getByRole("link", { name: english.label, exact: true });
        await expect(back).toHaveAttribute("lang", english.hreflang);
        await back.click();
        await expect(page).toHaveURL(route);
      }
    });

    test(
      "the phone menu holds the switcher, which leads to the same page with the menu closed there, both ways",
      { tag: "@phone-only" },
      async ({ page, log }) => {
        const toggle = page.locator("button[aria-controls='site-menu']");
        const menu = page.locator("#site-menu");
        const route = "/team/";
        await visit(page, route);
        for (const [target, to] of [
          [{ label, hreflang }, inLanguage(route, code)],
          [english, route],
        ] as const) {
          const switcher = menu.getByRole("link", { name: target.label, exact: true });
          await expect(switcher, "folded away with the menu").toBeHidden();
          await toggle.click();
          await expect(menu).toBeVisible();
          await expect(switcher).toBeVisible();
          await expect(switcher).toHaveAttribute("hreflang", target.hreflang);
          await expect(switcher).toHaveAttribute("lang", target.hreflang);
          await switcher.click();
          await expect(page).toHaveURL(to);
          await expect(page.locator("html")).toHaveAttribute("lang", target.hreflang);
          if (to !== route) await expect(heading(page)).toContainText(expectedHeading(route), { useInnerText: true });
          await expect(toggle).toHaveAttribute("aria-expanded", "false");
          await expect(menu).toBeHidden();
        }
        expect(log.problems).toEqual([]);
      },
    );

    test(
      "the switcher keeps the section the address's #fragment names, both ways",
      { tag: "@phone" },
      async ({ page, log }) => {
        for (const [route, id] of [
          ["/privacy/", "activity"],
          ["/", "team"],
        ]) {
          await visit(page, `${route}#${id}`);
          await expect.poll(() => inUpperHalf(page, id), { message: `${route}#${id} opens at its section` }).toBe(true);
          await switchTo(page, label);
          await expect(page).toHaveURL(`${inLanguage(route, code)}#${id}`);
          await expect(heading(page)).toContainText(expectedHeading(route), { useInnerText: true });
          await expect.poll(() => inUpperHalf(page, id), { message: `#${id} in view in ${label}` }).toBe(true);
          await switchTo(page, english.label);
          await expect(page).toHaveURL(`${route}#${id}`);
          await expect(page.locator("html")).toHaveAttribute("lang", english.hreflang);
          await expect.poll(() => inUpperHalf(page, id), { message: `#${id} in view again in English` }).toBe(true);
        }
        expect(log.problems.filter((problem) => !/^failed: .*\/videos\//.test(problem))).toEqual([]);
      },
    );

    test("the switcher drops a #fragment that names no element of the page, hostile ones included, both ways", async ({
      page,
      log,
    }) => {
      const fragments = [
        "#no-such-section",
        "#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
        "#%22%3E%3Cscript%3Ealert(2)%3C/script%3E",
      ];
      for (const fragment of fragments) {
        for (const [from, to, target] of [
          ["/privacy/", inLanguage("/privacy/", code), { label, hreflang }],
          [inLanguage("/privacy/", code), "/privacy/", english],
        ] as const) {
          // A new document each time: going to the page it shows with another #fragment would only scroll.
          await page.goto("about:blank");
          await visit(page, `${from}${fragment}`);
          await page.getByRole("banner").getByRole("link", { name: target.label, exact: true }).click();
          await expect(page.locator("html")).toHaveAttribute("lang", target.hreflang);
          // Dropped: the address is the page's own, and the window starts at its top.
          await expect(page).toHaveURL(to);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          // Leaving a page still loading (its icon) would abort requests: let it finish first.
          await settled(page);
        }
      }
      expect(log.alerts).toEqual([]);
      expect(log.problems).toEqual([]);
    });

    test(`unknown paths under /${code}/ answer 404 with the ${label} 404 page, both variants`, async ({ page }) => {
      const ui = read("ui.json");
      const notFound = read("pages.json").find((entry: { path: string }) => entry.path === "/404");
      for (const path of [`/${code}/no-such-page/`, `/${code}/pricing/enterprise`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(heading(page), path).toHaveText(withCompany(notFound.heading));
        await expect(page.locator("html")).toHaveAttribute("lang", hreflang);
        await expect(page.getByRole("main").getByRole("link", { name: ui.backToHome })).toHaveAttribute(
          "href",
          `/${code}/`,
        );
      }
      for (const path of [`/${code}/team/no-such-person/`, `/${code}/team/no-such-person`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(heading(page), path).toHaveText(ui.profileNotFound);
        await expect(page.getByRole("main").getByRole("link", { name: ui.backToTeam })).toHaveAttribute(
          "href",
          `/${code}/team/`,
        );
      }
    });

    test(`the contact form on /${code}/contact/ keeps the rules, speaks ${label} and sends the language`, async ({
      page,
      log,
      emailjs,
    }) => {
      const ui = read("ui.json");
      await visit(page, `/${code}/contact/`);
      await expect(page.getByTestId("captcha-code")).toHaveText(/^.{5}$/);
      await page.focus("#contact-email");
      await page.focus("#contact-phone");
      await expect(page.getByText(ui.emailRequired)).toBeVisible();
      await page.fill("#contact-email", "asha@");
      await expect(page.getByText(ui.emailInvalid)).toBeVisible();
      await page.fill("#contact-phone", "98765");
      await page.focus("#contact-message");
      await expect(page.getByText(ui.phoneInvalid)).toBeVisible();
      await fill(page);
      await page.fill("#contact-captcha", "wrong");
      await page.getByRole("button", { name: ui.sendMessage }).click();
      await expect.poll(() => log.alerts).toEqual([ui.captchaMismatch]);
      await page.fill("#contact-captcha", await captchaCode(page));
      await page.getByRole("button", { name: ui.sendMessage }).click();
      await expect.poll(() => log.alerts).toEqual([ui.captchaMismatch, ui.contactSuccess]);
      const [enquiry, ack] = emailjs.requests.map((request) => request.body.template_params);
      expect(enquiry).toEqual({ ...VISITOR, language: code });
      expect(ack).toEqual({
        firstName: VISITOR.firstName,
        email: VISITOR.email,
        message: VISITOR.message,
        language: code,
      });
    });

    test(`the feedback form on /${code}/feedback/ thanks the visitor in ${label}`, async ({ page }) => {
      const ui = read("ui.json");
      await visit(page, `/${code}/feedback/`);
      await page.fill("#feedback-name", "Asha");
      await page.fill("#feedback-email", "asha@example.in");
      await expect(page.getByRole("group", { name: ui.yourRating })).toBeVisible();
      await page.locator("input[name='rating'][value='4']").check({ force: true });
      await page.fill("#feedback-message", "भुगतान तुरंत होते हैं।");
      await page.getByRole("button", { name: ui.submitFeedback }).click();
      await expect(page.getByText(ui.feedbackThanks)).toBeVisible();
    });

    test("sets its script without the letter-spacing English labels and headings have", async ({ page }) => {
      const tracking = async (route: string) => {
        await visit(page, route);
        return page.locator("main :is(h1, h2, h3, p, li, a, span)").evaluateAll((elements) =>
          elements
            // Not the page's language, so not its script: the captcha's code is spaced to be read letter by letter.
            .filter((element) => !element.closest("[translate='no']"))
            .filter((element) => (parseFloat(getComputedStyle(element).letterSpacing) || 0) !== 0)
            .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`),
        );
      };
      expect(await tracking("/"), "English home has spaced labels (the check can see them)").not.toEqual([]);
      expect(await tracking(inLanguage("/", code)), "letter-spaced text").toEqual([]);
    });

    test("sets the site's copy in its subset face, and what visitors type in the device's full one", async ({
      page,
    }) => {
      await visit(page, inLanguage("/contact/", code));
      const family = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily);
      // The subset holds only the conjuncts of the site's copy: a visitor's own words may need others.
      expect(await family("h1")).toContain("Subset");
      for (const field of ["input:not([type])", "textarea"]) {
        expect(await family(`main form ${field}`), field).not.toContain("Subset");
      }
    });

    // Issue 47: what a page shows or says only once the visitor acts. Every route, every state the
    // page offers: a dialog opened, a search that finds nothing, a form sent empty, the carousel
    // moved, and the router's announcement after following a link.
    test("shows and speaks no English in any state of a page: dialogs, empty results, form errors, announcements", async ({
      page,
      log,
    }) => {
      test.setTimeout(360_000);
      const found: string[] = [];
      const check = async (where: string) =>
        found.push(...latinLeft(await visitorText(page, hreflang)).map((word) => `${where}: ${word}`));
      const states = new Set<string>();
      for (const route of DEFAULT_ROUTES) {
        const translated = inLanguage(route, code);
        await visit(page, translated);
        const main = page.getByRole("main");
        const opener = main.locator("[aria-haspopup='dialog']").first();
        if (await opener.count()) {
          await opener.click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await check(`${translated} with a dialog open`);
          states.add("dialog");
          await page.keyboard.press("Escape");
          await expect(page.getByRole("dialog")).toBeHidden();
        }
        const searches = main.locator("input[type='search']");
        for (let i = 0; i < (await searches.count()); i++) {
          // Words no entry has, in the page's script: what the visitor types is theirs, not the page's.
          await searches.nth(i).fill("झ़ङ्ञ");
          await check(`${translated} searching for nothing`);
          states.add("empty results");
          await searches.nth(i).fill("");
        }
        const next = main.locator("[aria-roledescription] button").last();
        if (await next.count()) {
          await next.click();
          await check(`${translated} with the carousel moved`);
          states.add("carousel");
        }
        // A form that shows its own errors (novalidate); the browser's bubbles speak the browser's language.
        const form = main.locator("form[novalidate]").first();
        if (await form.count()) {
          await form.locator("button[type='submit']").click();
          await expect(form.locator("[aria-invalid='true']").first()).toBeVisible();
          await check(`${translated} with a form sent empty`);
          states.add("form errors");
        }
      }
      // The router's announcement of the page a link opens.
      await visit(page, inLanguage("/", code));
      await page
        .getByRole("banner")
        .locator(`a[href^="/${code}/"]:not([href="/${code}/"])`)
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.locator("#gatsby-announcer")).not.toBeEmpty();
      await check("the route announcement");
      found.push(...log.alerts.flatMap((alert) => latinLeft(alert).map((word) => `alert "${alert}": ${word}`)));
      expect([...states].sort(), "the states the walk reached").toEqual([
        "carousel",
        "dialog",
        "empty results",
        "form errors",
      ]);
      expect(found).toEqual([]);
    });
  });
}
