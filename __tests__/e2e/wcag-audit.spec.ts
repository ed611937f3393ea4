// The failures of the hand-driven WCAG 2.2 AA audit (issue 18) that axe cannot see, one test each:
// background videos that cannot be paused, a clipped focus ring, required fields left unexplained,
// low-contrast control edges, searches that do not say how many results match, image alt text leading
// link names, the captcha's barriers, and the accessibility statement.
import type { Page } from "@playwright/test";
import { pageUrl, readContent, site } from "../support/site-data.mjs";
import { openContactForm, submit, untilAlert } from "./contact-form";
import { expect, settled, test, visit } from "./fixtures";

const services: { path: string; video: string; card: { title: string } }[] = readContent("services.json");

test.describe("background videos can be paused (WCAG 2.2.2)", () => {
  const playing = (page: Page) =>
    page
      .locator("video[data-video]")
      .evaluateAll((videos) => (videos as HTMLVideoElement[]).filter((video) => !video.paused).length);

  test("every video has a pause control; pausing stops them all and holds across pages and reloads", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const route of ["/", pageUrl(services[0].path)]) {
      await visit(page, route);
      const frames = page.locator("div:has(> video[data-video])");
      const count = await frames.count();
      expect(count, `${route} has videos`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++)
        await expect(frames.nth(i).getByRole("button", { name: "Pause background videos" })).toBeVisible();
    }

    await visit(page, "/");
    const hero = page.locator("#home video");
    await expect
      .poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0))
      .toBe(true);
    await page.getByRole("button", { name: "Pause background videos" }).first().click();
    await expect.poll(() => playing(page), { message: "nothing plays once paused" }).toBe(0);
    const frozenAt = await hero.evaluate((video: HTMLVideoElement) => video.currentTime);
    await page.waitForTimeout(500);
    expect(await hero.evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(frozenAt);
    await expect(page.getByRole("button", { name: "Play background videos" }).first()).toBeVisible();

    // A product section further down stays still when it scrolls into view, on another page too.
    await page.locator(`video[data-video='${services[1].video}']`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await playing(page)).toBe(0);
    await visit(page, pageUrl(services[0].path));
    await expect(page.getByRole("button", { name: "Play background videos" }).first()).toBeVisible();
    await settled(page);
    expect(await playing(page)).toBe(0);

    // Play resumes them.
    await page.getByRole("button", { name: "Play background videos" }).first().click();
    await expect.poll(() => playing(page), { message: "the video plays again" }).toBeGreaterThan(0);
  });
});

test("a case-study card's focus ring is drawn inside the card, where overflow: hidden cannot clip it", async ({
  page,
}) => {
  await visit(page, "/case-studies/");
  const button = page.locator("ul[aria-label='Case studies'] h3 button").first();
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  const ring = await button.evaluate((element) => {
    const style = getComputedStyle(element, "::after");
    return {
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      shown: style.outlineStyle,
    };
  });
  expect(ring.shown).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The ::after fills the card, whose overflow is hidden: the ring's outer edge must not pass the card's.
  expect(ring.offset + ring.width, "outline-offset + outline-width").toBeLessThanOrEqual(0);
});

test.describe("forms explain themselves (WCAG 3.3.2, 1.4.11)", () => {
  test("required fields are explained on screen on /feedback and /contact", async ({ page }) => {
    await visit(page, "/feedback/");
    await expect(page.locator("main form")).toContainText("Fields marked * are required");
    await expect(page.locator("label[for='feedback-name']")).toContainText("*");
    await openContactForm(page);
    await expect(page.locator("main form")).toContainText("Fields marked * are required");
  });

  test("empty rating stars and input borders reach 3:1 against the form card", async ({ page }) => {
    const contrast = (selector: string, property: "color" | "borderTopColor") =>
      page
        .locator(selector)
        .first()
        .evaluate((element, which) => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
          const luminance = ([r, g, b]: number[]) => {
            const [lr, lg, lb] = [r, g, b].map((c) => {
              const s = c / 255;
              return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
          };
          // The card behind the control: the nearest ancestor with an opaque background.
          let card = element.parentElement;
          while (
            card &&
            getComputedStyle(card)
              .backgroundColor.replace(/\s/g, "")
              .match(/rgba\(.*,0\)|transparent/)
          )
            card = card.parentElement;
          const fore = luminance(rgb(getComputedStyle(element)[which]));
          const back = luminance(rgb(getComputedStyle(card ?? document.body).backgroundColor));
          return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05);
        }, property);

    await visit(page, "/feedback/");
    expect(await contrast("fieldset svg", "color"), "empty star").toBeGreaterThanOrEqual(3);
    expect(await contrast("#feedback-name", "borderTopColor"), "input border").toBeGreaterThanOrEqual(3);
  });
});

test.describe("every search announces how many results match (WCAG 4.1.3)", () => {
  const searches = [
    {
      route: "/community-forum/",
      placeholder: "Search topics...",
      query: "a",
      list: "ul[aria-label='Discussions'] > li",
    },
    {
      route: "/technical-support/",
      placeholder: "Search support topics...",
      query: "a",
      list: "ul[aria-label='Support topics'] > li",
    },
    { route: "/webinars/", placeholder: "Search events...", query: "a", list: "ul[aria-label='Upcoming events'] > li" },
    { route: "/terms/", placeholder: "Search terms...", query: "a", list: "main h2 button" },
  ];
  for (const { route, placeholder, query, list } of searches) {
    test(route, async ({ page }) => {
      await visit(page, route);
      await page.getByPlaceholder(placeholder).fill(query);
      const shown = await page.locator(list).count();
      expect(shown).toBeGreaterThan(0);
      await expect(page.locator("[role='status']", { hasText: new RegExp(`\\b${shown}\\b`) }).first()).toBeAttached();
    });
  }
});

test("home service cards are named by their titles, not by their images' alt text", async ({ page }) => {
  await visit(page, "/");
  const links = page.locator("#services ul > li > a");
  await expect(links).toHaveCount(services.length);
  for (const [index, service] of services.entries())
    await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^${service.card.title}`));
});

test.describe("the captcha (spec 3: kept, its barriers removed)", () => {
  const code = (page: Page) => page.getByTestId("captcha-code");
  const spell = (text: string) =>
    [...text]
      .map((char) =>
        /\d/.test(char) ? `digit ${char}` : char === char.toUpperCase() ? `capital ${char}` : `small ${char}`,
      )
      .join(", ");

  test("says each character's case, can be copied, and announces a new code", async ({ page }) => {
    await openContactForm(page);
    const shown = await code(page).innerText();
    await expect(code(page)).toHaveAccessibleName(`Captcha code: ${spell(shown)}`);
    expect(await code(page).evaluate((element) => getComputedStyle(element).userSelect)).not.toBe("none");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(code(page)).not.toHaveText(shown);
    const fresh = await code(page).innerText();
    await expect(page.locator("main form [role='status']")).toHaveText(`New code: ${spell(fresh)}`);
  });

  test("a wrong code sends focus to the captcha field, and the e-mail address is offered instead", async ({
    page,
    log,
  }) => {
    await openContactForm(page);
    await page.fill("#contact-email", "asha@example.in");
    await page.fill("#contact-captcha", "xxxxx");
    await submit(page);
    await untilAlert(log);
    await expect(page.locator("#contact-captcha")).toBeFocused();
    await expect(page.locator("#contact-captcha")).toHaveAccessibleDescription(/Captcha does not match/);
    await expect(page.locator("main form").getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });
});

test("the accessibility statement is linked beside the copyright line and says how to report a barrier", async ({
  page,
}) => {
  await visit(page, "/");
  const link = page.locator("footer").getByRole("link", { name: "Accessibility" });
  await expect(link).toHaveAttribute("href", "/accessibility/");
  await expect(page.locator("footer nav a[href='/accessibility/']"), "outside the four link groups").toHaveCount(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Accessibility at ${site.name}`);
  const main = page.locator("main");
  await expect(main).toContainText("WCAG 2.2");
  await expect(main).toContainText(site.grievanceOfficer.email);
  await expect(main.getByRole("link", { name: site.email }).first()).toBeVisible();
  await expect(main).toContainText("within two business days");
});
