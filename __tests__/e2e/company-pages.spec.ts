// /careers, /testimonials and /help-center (spec 2.5 and 2.7), checked as a visitor sees them.
import type { Locator, Page } from "@playwright/test";
import { grievanceOfficer, pageCopy, readContent, site, withCompany } from "../support/site-data.mjs";
import { expect, test, visit } from "./fixtures";
import { tokenColour } from "./token-colour";

interface Testimonial {
  name: string;
  role: string;
  company: string;
  feedback: string;
  rating: number;
}

const careers = readContent("careers.json");
const testimonials: Testimonial[] = readContent("testimonials.json");
const testimonialsPage = readContent("testimonials-page.json");
const clientLogos: { name: string }[] = readContent("client-logos.json");
const help = readContent("help-center.json");
const contact = readContent("contact.json");

const position = (index: number) => `Testimonial ${index + 1} of ${testimonials.length}`;
const digits = (phone: string) => phone.replace(/[^\d+]/g, "");
const live = (page: Page) => page.locator("[aria-live='polite']");
/** The counter between Prev and Next, shown at all times. */
const counter = (page: Page) => page.getByText(/^Testimonial \d+ of \d+$/);
/** What a move announces (issue 47): the position, the quote and who said it. */
const announced = (index: number) => {
  const { feedback, name, role, company } = testimonials[index];
  return `${position(index)}. “${feedback}” ${name}, ${role}, ${company}.`;
};

/**
 * The one testimonial a visitor can see, once the 0.5 s cross-fade has settled: the only slide
 * left visible, fully opaque. Call it after the position announcement shows the move happened.
 */
async function shownTestimonial(page: Page): Promise<Locator> {
  const shown = page.locator("[aria-roledescription='slide']").filter({ visible: true });
  await expect(shown, "one slide visible once the cross-fade has settled").toHaveCount(1);
  await expect(shown).toHaveCSS("opacity", "1");
  return shown;
}

test.describe("/careers (spec 2.5)", () => {
  test("tells of culture and technology, shows the four perks as cards with icons, and lists no jobs or form", async ({
    page,
    log,
  }) => {
    await visit(page, "/careers/");
    await expect(page.locator("h1")).toHaveText(pageCopy("/careers").heading);
    const main = page.locator("main");
    for (const section of careers.sections) {
      await expect(main.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      for (const paragraph of section.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 2, name: careers.perksHeading })).toBeVisible();
    const perks = page.getByRole("list", { name: careers.perksHeading }).getByRole("listitem");
    await expect(perks).toHaveCount(4);
    await expect(perks.locator("h3")).toHaveText(
      careers.perks.map((perk: { title: string }) => perk.title),
      { useInnerText: true },
    );
    for (const [index, perk] of careers.perks.entries()) {
      await expect(perks.nth(index).getByText(perk.description)).toBeVisible();
      await expect(perks.nth(index).locator("svg"), `${perk.title} has its icon`).toHaveCount(1);
    }
    expect(careers.perks.map((perk: { title: string }) => perk.title)).toEqual([
      "Comprehensive insurance",
      "Flexible timings",
      "Learning environment",
      "Generous leave",
    ]);
    await expect(main.locator("form, input, textarea, select"), "no application form").toHaveCount(0);
    const careersMail: string | undefined = careers.closing.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/)?.[0];
    expect(careersMail, "the closing names an e-mail address").toBeDefined();
    await expect(main.getByRole("link", { name: careersMail })).toHaveAttribute("href", `mailto:${careersMail}`);
    expect(log.problems).toEqual([]);
  });

  // Design review, round 9: on a phone the studio artwork was a thin strip (its desk shape, 2.2:1,
  // 157 px tall). A phone crops it to a fuller shape, the box set before the image arrives.
  test("on a phone the studio artwork is a picture, not a strip, and keeps its box while it loads", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 } });
    await visit(page, "/careers/");
    const image = page.locator("main img").last();
    await image.scrollIntoViewIfNeeded();
    const frame = image.locator("xpath=ancestor::div[1]");
    const before = await frame.boundingBox();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const after = await frame.boundingBox();
    if (!before || !after) throw new Error("the artwork is not laid out");
    expect(after.height / after.width, "height against width").toBeGreaterThanOrEqual(0.55);
    expect(after.height, "as tall once the image has loaded").toBe(before.height);
    expect(after.x + after.width, "inside the screen").toBeLessThanOrEqual(390);
    const fit = await image.evaluate((img) => getComputedStyle(img).objectFit);
    expect(fit, "cropped, not squashed").toBe("cover");
  });
});

test.describe("/testimonials (spec 2.5)", () => {
  test("shows one testimonial at a time with photo, quote, stars up to its rating, name, role and logo", async ({
    page,
    log,
  }) => {
    await visit(page, "/testimonials/");
    await expect(page.locator("h1")).toHaveText(withCompany(pageCopy("/testimonials").heading));
    await expect(page.getByRole("heading", { level: 2, name: testimonialsPage.heading })).toBeVisible();
    expect(testimonialsPage.heading).toBe("What Our Clients Say");
    await expect(page.locator("[aria-roledescription='slide']")).toHaveCount(testimonials.length);
    const next = page.getByRole("button", { name: "Next" });
    for (const [index, testimonial] of testimonials.entries()) {
      await expect(counter(page)).toHaveText(position(index), { useInnerText: true });
      // Nothing is announced on load; each move announces the quote and who said it.
      await expect(live(page)).toHaveText(index === 0 ? "" : announced(index), { useInnerText: true });
      const shown = await shownTestimonial(page);
      await expect(shown).toHaveAttribute("aria-label", position(index));
      await expect(shown.locator("strong")).toHaveText(testimonial.name, { useInnerText: true });
      await expect(shown.locator("blockquote")).toHaveText(testimonial.feedback, { useInnerText: true });
      await expect(shown.locator("footer")).toContainText(testimonial.role, { useInnerText: true });
      await expect(shown.locator("footer img[alt]").last()).toHaveAttribute("alt", testimonial.company);
      await expect(shown.locator("img[alt^='Portrait']").last()).toHaveAttribute(
        "alt",
        `Portrait of ${testimonial.name}`,
      );
      await expect(shown.getByRole("img", { name: /^Rated / })).toHaveAttribute(
        "aria-label",
        `Rated ${testimonial.rating} out of 5`,
      );
      const lit = await shown
        .locator("[role='img'] svg")
        .evaluateAll((stars) => stars.map((star) => getComputedStyle(star).color));
      // Lit in the rating role's colour, empty in the control edge (3:1 against the card).
      const [litColour, dimColour] = [
        await tokenColour(page, "--color-rating"),
        await tokenColour(page, "--color-control-line"),
      ];
      expect(lit, "stars lit in the rating colour up to the rating, dim after it").toEqual(
        [1, 2, 3, 4, 5].map((star) => (star <= testimonial.rating ? litColour : dimColour)),
      );
      await next.click();
    }
    expect(log.problems).toEqual([]);
  });

  test("wraps around at both ends: Prev from the first shows the last, Next from the last the first; each move is announced", async ({
    page,
  }) => {
    await visit(page, "/testimonials/");
    const last = testimonials.length - 1;
    const name = async () => (await shownTestimonial(page)).locator("strong");
    await expect(counter(page)).toHaveText(position(0), { useInnerText: true });
    await page.getByRole("button", { name: "Prev" }).click();
    await expect(live(page)).toHaveText(announced(last), { useInnerText: true });
    await expect(await name()).toHaveText(testimonials[last].name, { useInnerText: true });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(live(page)).toHaveText(announced(0), { useInnerText: true });
    await expect(await name(), "Next from the last is the first").toHaveText(testimonials[0].name, {
      useInnerText: true,
    });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(live(page)).toHaveText(announced(1), { useInnerText: true });
    await expect(await name()).toHaveText(testimonials[1].name, { useInnerText: true });
    await page.getByRole("button", { name: "Prev" }).click();
    await page.getByRole("button", { name: "Prev" }).click();
    await expect(live(page)).toHaveText(announced(last), { useInnerText: true });
    await expect(await name(), "Prev wraps again").toHaveText(testimonials[last].name, { useInnerText: true });
  });

  test("cross-fades in 0.5 s, not at all under reduced motion, and the box never changes height", async ({
    page,
    openPage,
  }) => {
    const durations = (on: Page) =>
      on
        .locator("[aria-roledescription='slide']")
        .first()
        .evaluate((slide) => getComputedStyle(slide).transitionDuration);
    await visit(page, "/testimonials/");
    expect(await durations(page)).toMatch(/^0\.5s/);
    const box = page.locator("#testimonial-slides");
    const heights = [await box.evaluate((el: HTMLElement) => el.offsetHeight)];
    for (let i = 0; i < testimonials.length; i += 1) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(live(page)).toHaveText(announced((i + 1) % testimonials.length), { useInnerText: true });
      heights.push(await box.evaluate((el: HTMLElement) => el.offsetHeight));
    }
    expect(new Set(heights).size, `same height for every testimonial: ${heights}`).toBe(1);

    const calm = await openPage({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
    await visit(calm, "/testimonials/");
    const calmDurations = (await durations(calm)).split(",").map((d) => parseFloat(d));
    expect(
      calmDurations.every((d) => d < 0.01),
      `no transition under reduced motion: ${calmDurations}`,
    ).toBe(true);
  });

  test("has every testimonial and logo in the static HTML", async ({ request }) => {
    const response = await request.get("/testimonials/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const testimonial of testimonials)
      expect(html.includes(testimonial.name), `${testimonial.name} in the HTML`).toBe(true);
    expect(html).toContain(testimonials[0].feedback);
    for (const client of clientLogos)
      expect(html.includes(`alt="${client.name}"`), `${client.name} logo in the HTML`).toBe(true);
  });

  test("shows 'Trusted by Leading Businesses' with the five client logos", async ({ page }) => {
    await visit(page, "/testimonials/");
    await expect(page.getByRole("heading", { level: 2, name: testimonialsPage.logosHeading })).toBeVisible();
    expect(testimonialsPage.logosHeading).toBe("Trusted by Leading Businesses");
    const logos = page.getByRole("list", { name: "Client logos" }).getByRole("listitem");
    await expect(logos).toHaveCount(5);
    expect(clientLogos).toHaveLength(5);
    for (const [index, client] of clientLogos.entries()) {
      const image = logos.nth(index).getByRole("img", { name: client.name });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${client.name} logo loaded`,
        })
        .toBe(true);
    }
  });
});

test.describe("/help-center (spec 2.7)", () => {
  test("shows the four help cards, and the grievance card says how to escalate and when the answer comes", async ({
    page,
    log,
  }) => {
    await visit(page, "/help-center/");
    const cards = page.getByRole("list", { name: "Ways we can help" }).locator(":scope > li");
    await expect(cards).toHaveCount(4);
    await expect(cards.locator("h2")).toHaveText(
      help.cards.map((card: { title: string }) => card.title),
      { useInnerText: true },
    );
    expect(help.cards.map((card: { title: string }) => card.title)).toEqual([
      "Merchant Support",
      "Customer Support",
      "Customer Grievance Policy",
      "Knowledge Base",
    ]);
    for (const [index, card] of help.cards.entries()) {
      await expect(cards.nth(index).getByText(card.description)).toBeVisible();
      await expect(cards.nth(index).locator("ul > li")).toHaveCount(card.points.length);
    }
    const grievance = cards.nth(2);
    await expect(grievance).toContainText(/Level 1.*within 24 hours/s, { useInnerText: true });
    await expect(grievance).toContainText(/Level 2.*Grievance Officer.*within 7 working days/s, { useInnerText: true });
    await expect(grievance, "the Grievance Officer's name, e-mail, phone and address").toContainText(grievanceOfficer, {
      useInnerText: true,
    });
    await expect(grievance).toContainText(/Level 3.*RBI Ombudsman/s, { useInnerText: true });
    await expect(grievance.getByRole("link", { name: "grievance@pravahpay.in" })).toHaveAttribute(
      "href",
      "mailto:grievance@pravahpay.in",
    );
    expect(log.problems).toEqual([]);
  });

  test(
    "gives the Gurgaon address, a phone link and the support e-mail, and says support is 24/7",
    { tag: "@phone-only" },
    async ({ page }) => {
      await visit(page, "/help-center/");
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 2, name: help.contactHeading })).toBeVisible();
      await expect(main.getByText(help.availability)).toBeVisible();
      expect(help.availability).toMatch(/24\/7/);
      const address = main.locator("li", { hasText: contact.addressLabel });
      // Read as the visitor reads it, on reaching it (sections off screen are laid out on approach).
      await address.scrollIntoViewIfNeeded();
      await expect(address).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`, {
        useInnerText: true,
      });
      expect(site.address.city).toBe("Gurgaon");
      await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:${digits(site.phone)}`);
      await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    },
  );
});
