// /careers, /testimonials and /help-center (spec 2.5 and 2.7), checked as a visitor sees them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { closePage, grievanceOfficer, openPage, pageCopy, readContent, site, useSiteAndBrowser, visit, withCompany } from "./helpers.mjs";

const context = useSiteAndBrowser();
const careers = readContent("careers.json");
const testimonials = readContent("testimonials.json");
const testimonialsPage = readContent("testimonials-page.json");
const clientLogos = readContent("client-logos.json");
const help = readContent("help-center.json");
const contact = readContent("contact.json");

const position = (index) => `Testimonial ${index + 1} of ${testimonials.length}`;
const digits = (phone) => phone.replace(/[^\d+]/g, "");

/** The one testimonial a visitor can see, once the 0.5 s cross-fade has settled. */
async function shownTestimonial(page) {
  const slides = page.locator("[aria-roledescription='slide']");
  await page.waitForFunction(() => {
    const visible = [...document.querySelectorAll("[aria-roledescription='slide']")].filter(
      (slide) => getComputedStyle(slide).visibility === "visible",
    );
    return visible.length === 1 && getComputedStyle(visible[0]).opacity === "1";
  });
  const visible = slides.filter({ visible: true });
  return {
    name: await visible.locator("strong").innerText(),
    quote: await visible.locator("blockquote").innerText(),
    role: await visible.locator("footer").innerText(),
    logo: await visible.locator("footer img[alt]").last().getAttribute("alt"),
    photo: await visible.locator("img[alt^='Portrait']").last().getAttribute("alt"),
    rating: await visible.getByRole("img", { name: /^Rated / }).getAttribute("aria-label"),
    filled: await visible.locator("[role='img'] svg[fill='currentColor']").count(),
  };
}

describe("/careers (spec 2.5)", () => {
  it("tells of culture and technology, shows the four perks as cards with icons, and lists no jobs or form", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/careers");
      assert.equal(await page.locator("h1").innerText(), pageCopy("/careers").heading);
      const main = page.locator("main");
      for (const section of careers.sections) {
        assert.ok(await main.getByRole("heading", { level: 2, name: section.heading }).isVisible());
        for (const paragraph of section.paragraphs) assert.ok(await main.getByText(paragraph).isVisible());
      }
      assert.ok(await main.getByRole("heading", { level: 2, name: careers.perksHeading }).isVisible());
      const perks = page.getByRole("list", { name: careers.perksHeading }).getByRole("listitem");
      assert.equal(await perks.count(), 4);
      assert.deepEqual(await perks.locator("h3").allInnerTexts(), careers.perks.map((perk) => perk.title));
      for (const [index, perk] of careers.perks.entries()) {
        assert.ok(await perks.nth(index).getByText(perk.description).isVisible());
        assert.equal(await perks.nth(index).locator("svg").count(), 1, `${perk.title} has its icon`);
      }
      assert.deepEqual(
        careers.perks.map((perk) => perk.title),
        ["Comprehensive Insurance", "Flexible Timings", "Learning Environment", "Generous Leave"],
      );
      assert.equal(await main.locator("form, input, textarea, select").count(), 0, "no application form");
      const careersMail = careers.closing.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/)[0];
      assert.equal(await main.getByRole("link", { name: careersMail }).getAttribute("href"), `mailto:${careersMail}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });
});

describe("/testimonials (spec 2.5)", () => {
  it("shows one testimonial at a time with photo, quote, stars up to its rating, name, role and logo", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/testimonials");
      assert.equal(await page.locator("h1").innerText(), withCompany(pageCopy("/testimonials").heading));
      assert.ok(await page.getByRole("heading", { level: 2, name: testimonialsPage.heading }).isVisible());
      assert.equal(testimonialsPage.heading, "What Our Clients Say");
      assert.equal(await page.locator("[aria-roledescription='slide']").count(), testimonials.length);
      const next = page.getByRole("button", { name: "Next" });
      for (const [index, testimonial] of testimonials.entries()) {
        const shown = await shownTestimonial(page);
        assert.equal(shown.name, testimonial.name);
        assert.equal(shown.quote, testimonial.feedback);
        assert.ok(shown.role.includes(testimonial.role));
        assert.equal(shown.logo, testimonial.company);
        assert.equal(shown.photo, `Portrait of ${testimonial.name}`);
        assert.equal(shown.rating, `Rated ${testimonial.rating} out of 5`);
        assert.equal(shown.filled, testimonial.rating, "stars filled up to the rating");
        assert.equal(await page.locator("[aria-live='polite']").innerText(), position(index));
        await next.click();
      }
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("wraps around at both ends: Prev from the first shows the last, Next from the last the first; each move is announced", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/testimonials");
      const live = page.locator("[aria-live='polite']");
      const last = testimonials.length - 1;
      assert.equal(await live.innerText(), position(0));
      await page.getByRole("button", { name: "Prev" }).click();
      assert.equal((await shownTestimonial(page)).name, testimonials[last].name);
      assert.equal(await live.innerText(), position(last));
      await page.getByRole("button", { name: "Next" }).click();
      assert.equal((await shownTestimonial(page)).name, testimonials[0].name, "Next from the last is the first");
      assert.equal(await live.innerText(), position(0));
      await page.getByRole("button", { name: "Next" }).click();
      assert.equal((await shownTestimonial(page)).name, testimonials[1].name);
      assert.equal(await live.innerText(), position(1));
      await page.getByRole("button", { name: "Prev" }).click();
      await page.getByRole("button", { name: "Prev" }).click();
      assert.equal((await shownTestimonial(page)).name, testimonials[last].name, "Prev wraps again");
    } finally {
      await closePage(page);
    }
  });

  it("cross-fades in 0.5 s, not at all under reduced motion, and the box never changes height", async () => {
    const durations = async (page) =>
      page.locator("[aria-roledescription='slide']").first().evaluate((slide) => getComputedStyle(slide).transitionDuration);
    const page = await openPage(context);
    const calm = await openPage(context, { reducedMotion: "reduce" });
    try {
      await visit(page, context, "/testimonials");
      assert.match(await durations(page), /^0\.5s/);
      const box = page.locator("#testimonial-slides");
      const heights = [await box.evaluate((el) => el.offsetHeight)];
      for (let i = 0; i < testimonials.length; i += 1) {
        await page.getByRole("button", { name: "Next" }).click();
        heights.push(await box.evaluate((el) => el.offsetHeight));
      }
      assert.equal(new Set(heights).size, 1, `same height for every testimonial: ${heights}`);

      await visit(calm, context, "/testimonials");
      const calmDurations = (await durations(calm)).split(",").map((d) => parseFloat(d));
      assert.ok(calmDurations.every((d) => d < 0.01), `no transition under reduced motion: ${calmDurations}`);
    } finally {
      await closePage(page);
      await closePage(calm);
    }
  });

  it("has every testimonial and logo in the static HTML", async () => {
    const html = await (await fetch(`${context.url}/testimonials`)).text();
    for (const testimonial of testimonials) assert.ok(html.includes(testimonial.name), `${testimonial.name} in the HTML`);
    assert.ok(html.includes(testimonials[0].feedback));
    for (const client of clientLogos) assert.ok(html.includes(`alt="${client.name}"`), `${client.name} logo in the HTML`);
  });

  it("shows 'Trusted by Leading Businesses' with the five client logos", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/testimonials");
      assert.ok(await page.getByRole("heading", { level: 2, name: testimonialsPage.logosHeading }).isVisible());
      assert.equal(testimonialsPage.logosHeading, "Trusted by Leading Businesses");
      const logos = page.getByRole("list", { name: "Client logos" }).getByRole("listitem");
      assert.equal(await logos.count(), 5);
      assert.equal(clientLogos.length, 5);
      for (const [index, client] of clientLogos.entries()) {
        const image = logos.nth(index).getByRole("img", { name: client.name });
        await image.scrollIntoViewIfNeeded();
        assert.ok(await image.isVisible());
        assert.ok(await image.evaluate((img) => img.complete && img.naturalWidth > 0), `${client.name} logo loaded`);
      }
    } finally {
      await closePage(page);
    }
  });
});

describe("/help-center (spec 2.7)", () => {
  it("shows the four help cards, and the grievance card says how to escalate and when the answer comes", async () => {
    const page = await openPage(context);
    try {
      await visit(page, context, "/help-center");
      const cards = page.getByRole("list", { name: "Ways we can help" }).locator(":scope > li");
      assert.equal(await cards.count(), 4);
      assert.deepEqual(await cards.locator("h2").allInnerTexts(), help.cards.map((card) => card.title));
      assert.deepEqual(
        help.cards.map((card) => card.title),
        ["Merchant Support", "Customer Support", "Customer Grievance Policy", "Knowledge Base"],
      );
      for (const [index, card] of help.cards.entries()) {
        assert.ok(await cards.nth(index).getByText(card.description).isVisible());
        assert.equal(await cards.nth(index).locator("ul > li").count(), card.points.length);
      }
      const grievance = await cards.nth(2).innerText();
      assert.match(grievance, /Level 1.*within 24 hours/s);
      assert.match(grievance, /Level 2.*Grievance Officer.*within 7 working days/s);
      assert.ok(grievance.includes(grievanceOfficer), "the Grievance Officer's name, e-mail, phone and address");
      assert.match(grievance, /Level 3.*RBI Ombudsman/s);
      assert.equal(
        await cards.nth(2).getByRole("link", { name: "grievance@pravahpay.in" }).getAttribute("href"),
        "mailto:grievance@pravahpay.in",
      );
      assert.deepEqual(page.problems, []);
    } finally {
      await closePage(page);
    }
  });

  it("gives the Gurgaon address, a phone link and the support e-mail, and says support is 24/7", async () => {
    const page = await openPage(context, { width: 390, height: 844 });
    try {
      await visit(page, context, "/help-center");
      const main = page.locator("main");
      assert.ok(await main.getByRole("heading", { level: 2, name: help.contactHeading }).isVisible());
      assert.ok(await main.getByText(help.availability).isVisible());
      assert.match(help.availability, /24\/7/);
      const address = main.locator("li", { hasText: contact.addressLabel });
      assert.ok((await address.innerText()).includes(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`));
      assert.equal(site.address.city, "Gurgaon");
      assert.equal(await main.getByRole("link", { name: site.phone }).getAttribute("href"), `tel:${digits(site.phone)}`);
      assert.equal(await main.getByRole("link", { name: site.email }).getAttribute("href"), `mailto:${site.email}`);
    } finally {
      await closePage(page);
    }
  });
});
