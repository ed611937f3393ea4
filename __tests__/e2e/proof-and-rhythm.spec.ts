// Issue 43, proof and rhythm: the home page reads in a third less scroll, with a sticky 01 to 06
// navigator over its product sections and a link to its own page in each; a proof row (figures,
// certifications with auditor and date, partner logos opening their case studies) under the hero
// and on /services and /security, led by the regulated partners' marks and the certifications'
// seals (each with an e-mail asking for its report under NDA), the figures after them; a second call to
// action in the hero; Sign Up visible on phones.
import type { Page } from "@playwright/test";
import { inLanguage, languages, pageUrl, readContent, readTranslation } from "../support/site-data.mjs";
import { expect, settled, test, visit } from "./fixtures";

interface Service {
  slug: string;
  path: string;
  number: string;
  title: string;
  navLabel: string;
}
interface Proof {
  heading: string;
  figuresLabel: string;
  figures: { value: string; label: string; period: string }[];
  certificationsLabel: string;
  certifications: {
    name: string;
    auditor: string;
    accreditation: string;
    issued: string;
    document: string;
    seal: string;
  }[];
  requestLabel: string;
  requestSubject: string;
  regulatoryLabel: string;
  partnersLabel: string;
}
interface Regulatory {
  status: string;
  partners: { name: string; role: string }[];
}
interface Client {
  name: string;
  caseStudy?: string;
}
interface Study {
  slug: string;
  title: string;
  metricValue: string;
}

const services: Service[] = readContent("services.json");
const home = readContent("home.json");
const navigation = readContent("navigation.json");
const ui = readContent("ui.json");
const studies: Study[] = readContent("case-studies.json");
const partners = (readContent("client-logos.json") as Client[]).filter((client) => client.caseStudy);

/**
 * The home page's laid-out height, in CSS pixels, at the two review widths: 15,226 and 27,144 before
 * issue 43, whose target is about 10,000 and 18,000. This budget holds what was reached, in the
 * taller of the two languages, so the page can only get shorter from here: 12,460 and 21,695 after
 * the proof row and the hero's round; a tablet (820 px, an iPad's portrait width) 14,361 once it
 * kept the two-column layouts; then 11,406, 13,468 and 19,845 (English, the taller at each width)
 * once home's bands took a phone's spacing, the accordion's heading took the row beside the video's
 * pause control, the payout's reason went beside its table and a phone swiped the team's cards;
 * 20,145 at 390 once "Why it matters" took the body's text size (design review round 5: smaller
 * than the page's body, it read as fine print); 21,170 at 390 once home's team went back to the
 * grid: its phone swipe row let the focus sweep find a card's Read More link half off screen;
 * 10,503, 12,764 and 19,326 (English, the taller) once home's six products took a denser layout
 * (design review round 8: one template six times): on a desk the text in the wider column, the
 * video in the narrower with its pause control on a rail beside it; everywhere the benefits a
 * ruled list, "Why it matters" a rule-led aside, the text a little closer-set; phones' bands and
 * gaps closer; then 12,936 at 820 and 19,918 at 390 once the certifications were all in view at
 * once (design review round 8: a phone showed one at a time, a tablet two), two by two on a
 * tablet and one under another on a phone; then 10,308, 12,907 and 19,202 (English, the taller)
 * once the bands around the products closed up (design review round 9): the contact form beside
 * its heading and its phone fields without empty rows, 'What We Provide' one strip on a desk, the
 * team a roster of smaller portraits, About's picture beside its mission on a phone, the proof
 * row's badges and results rows between hairlines on a phone; the proof band itself took more
 * room on a desk (two tiers, its seals apart), paid for by the rest; then 10,034, 12,653 and
 * 18,559 (English, the taller) once home's text was closer-set (design review round 10: the page
 * still read long): each language's leading less a little, the parts of a product's text column
 * and of the phone's hero stack closer, the hero's sub-line a step smaller on a phone, a desk's
 * accordion rows a ruled list's height, a phone's bands as close as its products; then 9,986, 12,605
 * and 18,530 (English, the taller) once the product navigator stood one band's space above the first
 * product, not an empty strip, and a phone's About took its picture as a short band above the mission
 * (design review round 11); then 18,401 at 390 once a phone's About showed no picture at all (round
 * 12: the band cut the illustration's cards off).
 * Every section is laid out first, as a jump does (global.css lays them out only near the screen),
 * so the figure is the page a reader scrolls.
 */
const HOME_HEIGHT_BUDGET = { 1440: 10_100, 820: 12_700, 390: 18_450 } as const;

/** Lays out every section, waits for the fonts the text needs, and returns the document's height. */
async function laidOutHeight(page: Page): Promise<number> {
  await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
  await settled(page);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/** The navigator's link marked as the section being read (aria-current), by its href. */
const currentLink = (page: Page) =>
  page
    .getByRole("navigation", { name: home.productsNavLabel })
    .locator("a[aria-current='location']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Scrolls the window so that the element's top is `offset` px below the window's top, at once. */
const scrollElementTo = (page: Page, selector: string, offset: number) =>
  page.evaluate(
    ([selector, offset]) => {
      const top = (document.querySelector(selector as string) as HTMLElement).getBoundingClientRect().top;
      window.scrollTo({ top: window.scrollY + top - (offset as number), behavior: "instant" });
    },
    [selector, offset] as const,
  );

test.describe("home rhythm (issue 43, point 10)", () => {
  for (const language of languages)
    for (const width of [1440, 820, 390] as const) {
      const route = language === languages[0] ? "/" : inLanguage("/", language.code);
      const localServices: Service[] =
        language === languages[0] ? services : readTranslation(language.code, "services.json");
      test(`${route}, every section laid out, is at most ${HOME_HEIGHT_BUDGET[width]} px tall at ${width} px`, async ({
        openPage,
      }) => {
        const page = await openPage({ viewport: { width, height: 900 } });
        await visit(page, route);
        const height = await laidOutHeight(page);
        test.info().annotations.push({ type: "home height", description: `${route}: ${height} px at ${width} px` });
        expect(height, `${route} height at ${width} px`).toBeLessThanOrEqual(HOME_HEIGHT_BUDGET[width]);
        // Still every section, in the spec's order, each of them laid out with its content.
        for (const service of localServices)
          await expect(page.locator(`#${service.slug} h2`).first()).toHaveText(
            new RegExp(`^${service.number}\\s+${service.title}`),
            { useInnerText: true },
          );
      });
    }

  test("at a desk the six products vary the template: the text takes the wider column, the video the narrower one on alternating sides, the benefits a ruled list", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 1440, height: 900 } });
    await visit(page, "/");
    await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
    for (const [index, service] of services.entries()) {
      const section = page.locator(`#${service.slug}`);
      await section.scrollIntoViewIfNeeded();
      // The heading spans the text's column; the video fills its own.
      const text = await section.locator("h2").first().boundingBox();
      const video = await section.locator("video").first().boundingBox();
      if (!text || !video) throw new Error(`${service.slug}: no heading or video`);
      expect(video.width, `${service.slug}: the video's column is the narrower`).toBeLessThan(text.width * 0.85);
      if (index % 2 === 0)
        expect(video.x, `${service.slug}: the video on the right`).toBeGreaterThan(text.x + text.width);
      else expect(video.x + video.width, `${service.slug}: the video on the left`).toBeLessThan(text.x);
      // Its pause control beside it, at its foot, on the page's outer side: no row of its own under it.
      const toggle = await section.locator("[data-video-frame] > button").boundingBox();
      if (!toggle) throw new Error(`${service.slug}: no pause control`);
      expect(
        Math.abs(toggle.y + toggle.height - (video.y + video.height)),
        `${service.slug}: the control at the video's foot`,
      ).toBeLessThan(3);
      if (index % 2 === 0)
        expect(toggle.x, `${service.slug}: the control right of the video`).toBeGreaterThan(video.x + video.width);
      else expect(toggle.x + toggle.width, `${service.slug}: the control left of the video`).toBeLessThan(video.x);
      // The benefits: rows between hairlines, each right under the last, not a stack of spaced boxes.
      const items = await section
        .locator("[data-open]")
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
        );
      for (let item = 1; item < items.length; item++)
        expect(
          items[item].top - items[item - 1].bottom,
          `${service.slug}: benefit ${item + 1} follows on`,
        ).toBeLessThan(1);
    }
  });

  test(
    "the product navigator sticks under the header, marks the section being read and leaves with the last",
    { tag: "@phone" },
    async ({ page }) => {
      await visit(page, "/");
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const navigator = page.getByRole("navigation", { name: home.productsNavLabel });
      await expect(navigator.getByRole("link")).toHaveText(
        services.map((service) => new RegExp(`^${service.number}\\s*${service.navLabel}$`)),
        { useInnerText: true },
      );
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
      // Where a jump to a product leaves its top (the page's scroll padding), just under the stuck navigator.
      const jumpTop = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      );
      for (const service of services)
        // The reader at the section's top, then well into it.
        for (const offset of [jumpTop, -200]) {
          await scrollElementTo(page, `#${service.slug}`, offset);
          await expect
            .poll(() => currentLink(page), { message: `${service.slug} marked` })
            .toEqual([`#${service.slug}`]);
          const box = await navigator.boundingBox();
          expect(Math.abs((box?.y ?? -1) - headerBottom), "the navigator sits right under the header").toBeLessThan(2);
        }
      // Past the last product the navigator has gone with it: the team section is not under it.
      await scrollElementTo(page, "#team", 0);
      const navigatorBottom = (await navigator.boundingBox())?.y ?? 0;
      expect(navigatorBottom, "the navigator scrolled away").toBeLessThan(headerBottom);
      await expect.poll(() => currentLink(page), { message: "no product marked past the last" }).toEqual([]);
    },
  );

  test("a jump to a home section outside the products stops under the header alone", async ({ page }) => {
    for (const id of ["services", "team"]) {
      // A new document each time: going to the page it shows with another #fragment would only scroll.
      await page.goto("about:blank");
      await visit(page, `/#${id}`);
      const navigator = page.getByRole("navigation", { name: home.productsNavLabel });
      const navigatorHeight = (await navigator.boundingBox())?.height ?? 0;
      expect(navigatorHeight, "the navigator is drawn").toBeGreaterThan(0);
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
      // Under the header by the page's small space, not by the navigator's height besides.
      const gap = async () => ((await page.locator(`#${id}`).boundingBox())?.y ?? -1) - headerBottom;
      await expect
        .poll(gap, { message: `#${id}: under the header by less than the navigator's height` })
        .toBeLessThan(navigatorHeight);
      expect(await gap(), `#${id}: not under the header`).toBeGreaterThanOrEqual(0);
      const box = await navigator.boundingBox();
      expect(
        box === null || box.y + box.height <= headerBottom + 1 || box.y >= headerBottom + (await gap()),
        `#${id}: no part of the navigator between the header and the section`,
      ).toBe(true);
    }
  });

  // Design review, round 11: before it stuck, the navigator stood over an empty strip, several times
  // the space between two bands. It stands as far above the first product as one band from the next.
  test(
    "the navigator stands a band's space above the first product, no empty strip under it",
    { tag: "@phone" },
    async ({ page }) => {
      await visit(page, "/");
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const spaces = await page.evaluate(
        (slugs) => {
          const nav = document.querySelector("nav[data-product-navigator]") as HTMLElement;
          const first = document.getElementById(slugs[0]) as HTMLElement;
          const second = document.getElementById(slugs[1]) as HTMLElement;
          return {
            underNavigator: first.querySelector("h2")!.getBoundingClientRect().top - nav.getBoundingClientRect().bottom,
            aboveSecond: second.querySelector("h2")!.getBoundingClientRect().top - second.getBoundingClientRect().top,
          };
        },
        services.map((service) => service.slug),
      );
      expect(spaces.underNavigator, "space under the navigator").toBeGreaterThan(0);
      expect(
        spaces.underNavigator,
        `space under the navigator, against the second product's top space (${spaces.aboveSecond} px)`,
      ).toBeLessThanOrEqual(spaces.aboveSecond + 2);
    },
  );

  test("the navigator is reached with Tab, and Enter on a product brings it under the navigator", async ({ page }) => {
    await visit(page, "/");
    const navigator = page.getByRole("navigation", { name: home.productsNavLabel });
    // The last link before the navigator: the last product card of 'Products That We Offer'.
    await page.locator("#services a").last().focus();
    await page.keyboard.press("Tab");
    await expect(navigator.getByRole("link").first(), "Tab reaches the navigator's first product").toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const payout = services[2];
    await expect(navigator.getByRole("link").nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${payout.slug}$`));
    await expect
      .poll(
        () =>
          page.evaluate((id) => {
            const nav = document.querySelector("nav[data-product-navigator]") as HTMLElement;
            const section = document.getElementById(id) as HTMLElement;
            return Math.round(section.getBoundingClientRect().top - nav.getBoundingClientRect().bottom);
          }, payout.slug),
        { message: "the section starts just below the navigator, not under it" },
      )
      .toBeGreaterThanOrEqual(0);
    await expect.poll(() => currentLink(page)).toEqual([`#${payout.slug}`]);
  });

  test("each product section links to its own page with the site's 'learn more' label", async ({ page }) => {
    await visit(page, "/");
    for (const service of services) {
      const link = page.locator(`#${service.slug}`).getByRole("link", { name: `${ui.learnMore}: ${service.title}` });
      await expect(link, service.slug).toHaveAttribute("href", pageUrl(service.path));
    }
    await page
      .locator(`#${services[3].slug}`)
      .getByRole("link", { name: new RegExp(`^${ui.learnMore}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${pageUrl(services[3].path)}$`));
  });
});

test.describe("proof (issue 43, point 11)", () => {
  for (const language of languages) {
    const read = (file: string) =>
      language === languages[0] ? readContent(file) : readTranslation(language.code, file);
    const proof: Proof = read("proof.json");
    const site: { email: string; regulatory: Regulatory } = read("site.json");
    const { regulatory } = site;
    const localStudies: Study[] = read("case-studies.json");
    const month = (iso: string) =>
      new Intl.DateTimeFormat(language.intlLocale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    const at = (route: string) => (language === languages[0] ? route : inLanguage(route, language.code));

    for (const route of ["/", "/services/", "/security/"]) {
      test(
        `${at(route)} shows the figures with their periods, the regulatory standing, the certifications with auditor, accreditation and date, and the partners' stories`,
        {
          tag: "@phone",
        },
        async ({ page }) => {
          await visit(page, at(route));
          const row = page.getByRole("region", { name: proof.heading });
          await row.scrollIntoViewIfNeeded();
          for (const figure of proof.figures) {
            const item = row.getByRole("listitem").filter({ has: page.getByText(figure.value, { exact: true }) });
            await expect(item).toBeVisible();
            await expect(item, "a figure never reads without its period").toContainText(figure.period);
          }
          // The standing exactly as the site's regulatory copy states it, under its own heading; on
          // /security/, whose regulatory statement states it further down, the row does not repeat it.
          const standing = row
            .locator("div")
            .filter({ has: page.getByRole("heading", { name: proof.regulatoryLabel }) });
          if (route === "/security/") {
            await expect(standing.last()).not.toContainText(regulatory.status);
            await expect(page.getByRole("main").getByText(regulatory.status, { exact: true })).toHaveCount(1);
          } else {
            await expect(standing.last()).toContainText(regulatory.status);
          }
          // Each partner is its mark, named, with its role under it.
          for (const partner of regulatory.partners) {
            await expect(
              standing
                .last()
                .getByRole("listitem")
                .filter({ has: page.getByRole("img", { name: partner.name }) }),
            ).toContainText(partner.role);
          }
          for (const certification of proof.certifications) {
            const item = row.getByRole("listitem").filter({ hasText: certification.name });
            await expect(item).toContainText(certification.auditor);
            await expect(item).toContainText(certification.accreditation);
            await expect(item).toContainText(month(certification.issued));
          }
          const logos = row.getByRole("list", { name: proof.partnersLabel }).getByRole("link");
          await expect(logos).toHaveCount(partners.length);
          for (const [index, partner] of partners.entries()) {
            await expect(logos.nth(index)).toHaveAttribute("href", `${at("/case-studies/")}#${partner.caseStudy}`);
            await expect(logos.nth(index).getByRole("img", { name: partner.name })).toBeVisible();
            const study = localStudies.find((entry) => entry.slug === partner.caseStudy);
            await expect(logos.nth(index)).toContainText(study?.metricValue ?? "a result");
          }
          await expect
            .poll(
              () =>
                logos
                  .getByRole("img")
                  .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
              { message: "every wordmark loaded" },
            )
            .toBe(true);
        },
      );

      test(
        `${at(route)} leads with the regulated partners' marks and the certifications' seals, the figures after them`,
        { tag: "@phone" },
        async ({ page }) => {
          await visit(page, at(route));
          const row = page.getByRole("region", { name: proof.heading });
          await row.scrollIntoViewIfNeeded();
          const top = async (name: string) => {
            const box = await row.getByRole("list", { name, exact: true }).boundingBox();
            expect(box, `the list ${name} is laid out`).not.toBeNull();
            return box?.y ?? 0;
          };
          const standing = row.getByRole("list", { name: proof.regulatoryLabel, exact: true });
          // Each partner is a mark a reader sees, drawn and named, not a line of grey text.
          for (const partner of regulatory.partners) {
            const mark = standing.getByRole("img", { name: partner.name, exact: true });
            await expect(mark).toBeVisible();
            await expect.poll(() => mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
          }
          const figuresTop = await top(proof.figuresLabel);
          expect(await top(proof.regulatoryLabel), "the regulated partners come before the figures").toBeLessThan(
            figuresTop,
          );
          expect(await top(proof.certificationsLabel), "the certifications come before the figures").toBeLessThan(
            figuresTop,
          );
          const badges = row.getByRole("list", { name: proof.certificationsLabel, exact: true }).getByRole("listitem");
          await expect(badges).toHaveCount(proof.certifications.length);
          for (const [index, certification] of proof.certifications.entries()) {
            const badge = badges.nth(index);
            await badge.scrollIntoViewIfNeeded();
            await expect(badge).toContainText(certification.name);
            // Auditor and date in one line of text, at a size a reader can read (14 px or more).
            const issuedBy = badge.getByText(certification.auditor);
            await expect(issuedBy).toContainText(month(certification.issued));
            expect(
              await issuedBy.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
              `${certification.name}: auditor and date at 14 px or more`,
            ).toBeGreaterThanOrEqual(14);
            // Its seal sets the standard's short name, inside the seal (the full name beside it is what
            // a screen reader hears), at no cost of a request.
            const seal = badge.getByText(certification.seal, { exact: true });
            await expect(seal, `${certification.name}: its seal shows ${certification.seal}`).toBeVisible();
            await expect(seal).toHaveAttribute("aria-hidden", "true");
            const fit = await seal.evaluate((element) => {
              const box = element.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(element);
              const words = range.getBoundingClientRect();
              // The fine ring round the name is three quarters of the seal's radius.
              const ring = (box.width / 2) * 0.744;
              const corner = Math.hypot(words.width / 2, words.height / 2);
              return { round: box.width === box.height, corner, ring };
            });
            expect(fit.round, `${certification.name}: its seal is round`).toBe(true);
            expect(fit.corner, `${certification.name}: the short name sits inside the seal's ring`).toBeLessThanOrEqual(
              fit.ring + 2,
            );
            // The request starts an e-mail to the address the site publishes, the document in its subject.
            const href = await badge
              .getByRole("link", { name: proof.requestLabel.replace("{document}", certification.document) })
              .getAttribute("href");
            const request = new URL(href ?? "");
            expect(request.protocol).toBe("mailto:");
            expect(request.pathname).toBe(site.email);
            expect(request.searchParams.get("subject")).toBe(
              proof.requestSubject.replace("{document}", certification.document),
            );
          }
        },
      );
    }
  }

  // Design review: set like fine print, the row read as a footnote to the hero. Its heading is a
  // section heading, as large as the next section's; every word in it reads as content.
  test(
    "the proof row's heading is set as large as the next section's, and none of its text is under 14 px",
    { tag: "@phone" },
    async ({ page }) => {
      await visit(page, "/");
      const row = page.getByRole("region", { name: readContent("proof.json").heading });
      const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
      const rowHeading = await row.getByRole("heading", { level: 2 }).evaluate(size);
      const nextHeading = await page.locator("#how h2").first().evaluate(size);
      expect(rowHeading, "as large as the next section's heading").toBe(nextHeading);
      const labels = await row
        .getByRole("heading", { level: 3 })
        .evaluateAll((headings) => headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize)));
      expect(Math.min(...labels), "each group's label at the body's size or larger").toBeGreaterThanOrEqual(16);
      // A seal's short name is part of its drawing (hidden from screen readers, the certification's
      // full name beside it at the body's size), as small as it was when the seal was an image.
      const smallest = await row.evaluate((section) => {
        const sizes = [...section.querySelectorAll("*")]
          .filter((element) => !element.closest("[aria-hidden='true']"))
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
          .map((element) => parseFloat(getComputedStyle(element).fontSize));
        return Math.min(...sizes);
      });
      expect(smallest, "no text in the row under 14 px").toBeGreaterThanOrEqual(14);
    },
  );

  test("a partner's logo opens its case study", async ({ page }) => {
    await visit(page, "/");
    const row = page.getByRole("region", { name: readContent("proof.json").heading });
    const partner = partners[1];
    await row.getByRole("link", { name: new RegExp(partner.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/#${partner.caseStudy}$`));
    const study = studies.find((entry) => entry.slug === partner.caseStudy);
    await expect(page.getByRole("dialog", { name: study?.title })).toBeVisible();
    await page.getByRole("dialog").getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page, "closed, the story leaves the address").toHaveURL(/\/case-studies\/$/);
  });

  test("the hero offers a second call to action to a route of the site", { tag: "@phone" }, async ({ page }) => {
    await visit(page, "/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("link", { name: home.hero.ctaLabel })).toBeVisible();
    const second = hero.getByRole("link", { name: home.hero.secondaryLabel });
    await expect(second).toBeVisible();
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${pageUrl(home.hero.secondaryHref)}$`));
  });

  test("Sign Up is in the bar on a phone, the menu closed", { tag: "@phone-only" }, async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    const signUp = page.locator("header").getByRole("link", { name: navigation.signupLabel, exact: true });
    await expect(signUp).toHaveCount(1);
    await expect(signUp).toBeInViewport();
    await signUp.click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});

// Design review, round 8: a phone and a tablet showed the certifications one card (or two) at a
// time, in a row to swipe; a bank's reviewer reads them all at a glance, so they are all in view.
test.describe("the certifications are all in view, none behind a swipe", () => {
  for (const language of languages) {
    const proof: Proof =
      language === languages[0] ? readContent("proof.json") : readTranslation(language.code, "proof.json");
    for (const route of ["/", "/services/", "/security/"])
      for (const width of [390, 820]) {
        const at = language === languages[0] ? route : inLanguage(route, language.code);
        test(`${at} at ${width} px`, async ({ openPage }) => {
          const page = await openPage({ viewport: { width, height: 900 } });
          await visit(page, at);
          const list = page.getByRole("list", { name: proof.certificationsLabel, exact: true });
          await list.scrollIntoViewIfNeeded();
          for (const certification of proof.certifications) {
            const box = await list.getByText(certification.name, { exact: true }).boundingBox();
            expect(box, `${certification.name} is laid out`).not.toBeNull();
            expect(box?.x, `${certification.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
            expect(
              (box?.x ?? 0) + (box?.width ?? 0),
              `${certification.name} ends inside the screen`,
            ).toBeLessThanOrEqual(width);
          }
          // Nothing between the list and the page scrolls sideways, the list included.
          const rows = await list.evaluate((element) => {
            const found: string[] = [];
            for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
              const overflow = getComputedStyle(node).overflowX;
              if (["auto", "scroll"].includes(overflow) || node.scrollWidth > node.clientWidth + 1)
                found.push(
                  `${node.tagName.toLowerCase()} (overflow-x ${overflow}, ${node.scrollWidth} > ${node.clientWidth})`,
                );
            }
            return found;
          });
          expect(rows, "no row to swipe holds the certifications").toEqual([]);
        });
      }
  }
});

// Review 5: the rows a phone or tablet swipes gave no cue that more followed or where the reader was
// (the certifications on a tablet looked cut off, before they left the row: see above). Each fades
// at an edge with more beyond it and, where the browser draws scroll markers, marks the card in view
// with a dot under the row.
test.describe("swipe rows show that they go on and where the reader is", () => {
  const cards = (page: Page) => page.locator("#services ul").first();
  const features = (page: Page) => page.locator("#aggregator ul[aria-label]");
  for (const { width, rows } of [{ width: 390, rows: [cards, features] }]) {
    test(`home at ${width} px`, async ({ openPage }) => {
      const page = await openPage({ viewport: { width, height: 900 } });
      await visit(page, "/");
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const edges = (row: ReturnType<typeof cards>) =>
        row.evaluate((list) => {
          const style = getComputedStyle(list);
          return {
            start: parseFloat(style.getPropertyValue("--swipe-fade-start")),
            end: parseFloat(style.getPropertyValue("--swipe-fade-end")),
            mask: style.maskImage,
            markers: style.getPropertyValue("scroll-marker-group"),
          };
        });
      const markersDrawn = await page.evaluate(() => CSS.supports("scroll-marker-group: after"));
      for (const row of rows.map((list) => list(page))) {
        await row.scrollIntoViewIfNeeded();
        await expect(row, "a row to swipe").toHaveCSS("overflow-x", "auto");
        const atStart = await edges(row);
        expect(atStart.mask, "the row is masked at its edges").toContain("gradient");
        expect(atStart.start, "nothing before the first card: no fade there").toBe(0);
        expect(atStart.end, "more after: the end edge fades").toBeGreaterThan(0);
        if (markersDrawn) expect(atStart.markers, "a dot per card under the row").toMatch(/^after\b/);
        await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: "instant" }));
        await expect.poll(async () => (await edges(row)).end, "at the last card the end edge is plain").toBe(0);
        expect((await edges(row)).start, "and the start edge fades").toBeGreaterThan(0);
      }
    });
  }

  test("under reduced motion the cue holds still: the end edge fades and nothing follows the scroll", async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
    await visit(page, "/");
    const row = cards(page);
    await row.scrollIntoViewIfNeeded();
    const fades = () =>
      row.evaluate((list) => {
        const style = getComputedStyle(list);
        return [style.getPropertyValue("--swipe-fade-start"), style.getPropertyValue("--swipe-fade-end")];
      });
    const still = await fades();
    expect(parseFloat(still[1]), "the end edge fades").toBeGreaterThan(0);
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth / 2, behavior: "instant" }));
    await page.waitForTimeout(200);
    expect(await fades()).toEqual(still);
    expect(await row.evaluate((list) => list.getAnimations().length)).toBe(0);
  });
});

/**
 * The proof row's laid-out height on a phone (390 px), in the taller of the two languages: 1,903
 * px (English) before design review round 9, where each seal took a row of its own above its
 * badge's text and each badge and result was a box in a stack of boxes; 1,858 after.
 */
const PHONE_PROOF_HEIGHT_BUDGET = 1_880;

// Design review, round 9: outside the products, home's bands were loose (the proof row the height
// of two phone screens, the contact form spaced as if each field were two), and the proof band
// crowded on a desk and against /security's page header.
test.describe("denser bands, an airier proof (design review round 9)", () => {
  for (const language of languages) {
    const read = (file: string) =>
      language === languages[0] ? readContent(file) : readTranslation(language.code, file);
    const proof: Proof = read("proof.json");
    const at = (route: string) => (language === languages[0] ? route : inLanguage(route, language.code));

    test(`${at("/")}: on a phone the proof row is at most ${PHONE_PROOF_HEIGHT_BUDGET} px tall, its figures two to a row`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 390, height: 900 } });
      await visit(page, at("/"));
      const row = page.getByRole("region", { name: proof.heading });
      await row.scrollIntoViewIfNeeded();
      await settled(page);
      const height = (await row.boundingBox())?.height ?? Infinity;
      test.info().annotations.push({ type: "proof row height", description: `${at("/")}: ${height} px at 390 px` });
      expect(height).toBeLessThanOrEqual(PHONE_PROOF_HEIGHT_BUDGET);
      const figures = await row
        .getByRole("list", { name: proof.figuresLabel, exact: true })
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(figures).size, "two figures to a row").toBe(Math.ceil(figures.length / 2));
    });

    test(`${at("/")}: at a desk the proof reads in two tiers, the results and our figures level under the standing and the seals, the seals apart`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/"));
      const row = page.getByRole("region", { name: proof.heading });
      await row.scrollIntoViewIfNeeded();
      const box = async (name: string) => {
        const found = await row.getByRole("heading", { name, exact: true }).boundingBox();
        if (!found) throw new Error(`${name}: not laid out`);
        return found;
      };
      const listBottom = async (name: string) => {
        const found = await row.getByRole("list", { name, exact: true }).boundingBox();
        return (found?.y ?? Infinity) + (found?.height ?? 0);
      };
      const results = await box(proof.partnersLabel);
      const figures = await box(proof.figuresLabel);
      expect(Math.abs(results.y - figures.y), "the second tier starts level").toBeLessThan(2);
      expect(results.x, "the results on the left").toBeLessThan(figures.x);
      const firstTier = Math.max(await listBottom(proof.regulatoryLabel), await listBottom(proof.certificationsLabel));
      expect(results.y, "under both the standing and the seals").toBeGreaterThan(firstTier);
      const seals = await row
        .getByRole("list", { name: proof.certificationsLabel, exact: true })
        .getByRole("listitem")
        .evaluateAll((items) =>
          items
            .map((item) => item.getBoundingClientRect())
            .map(({ left, right, top, bottom }) => ({ left, right, top, bottom })),
        );
      expect(seals[1].left - seals[0].right, "room between two seals side by side").toBeGreaterThanOrEqual(16);
      expect(seals[2].top - seals[0].bottom, "room between a row of seals and the next").toBeGreaterThanOrEqual(16);
    });

    test(`${at("/security/")}: the proof band starts a band's space below the page header's lead`, async ({ page }) => {
      await visit(page, at("/security/"));
      const lead = await page
        .locator("section[aria-labelledby='page-title'] p")
        .last()
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const band = await page
        .getByRole("region", { name: proof.heading })
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(band - lead, "the band's edge well clear of the lead").toBeGreaterThanOrEqual(48);
    });

    test(`${at("/")}: at a desk the contact form starts level with the section's heading, and 'What We Provide' is one strip`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 1440, height: 900 } });
      await visit(page, at("/"));
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const top = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => element.getBoundingClientRect().top);
      const heading = await top("#contact h2");
      const form = await top("#contact form");
      expect(form - heading, "the form beside the heading, not under its intro").toBeLessThan(120);
      const strip = page.locator("#how");
      const stripHeading = await strip.locator("h2").boundingBox();
      const band = await strip.getByRole("list").first().boundingBox();
      if (!stripHeading || !band) throw new Error("'What We Provide' not laid out");
      expect(band.x, "the labels beside the heading").toBeGreaterThan(stripHeading.x + stripHeading.width);
      expect(band.y, "on the heading's row").toBeLessThan(stripHeading.y + stripHeading.height);
    });

    test(`${at("/")}: on a phone the contact form's fields follow one another closely, first and last name side by side`, async ({
      openPage,
    }) => {
      const page = await openPage({ viewport: { width: 390, height: 900 } });
      await visit(page, at("/"));
      await page.evaluate(() => document.documentElement.setAttribute("data-layout", "all"));
      const box = async (selector: string) => {
        const found = await page.locator(selector).boundingBox();
        if (!found) throw new Error(`${selector}: not laid out`);
        return found;
      };
      const first = await box("#contact-firstName");
      const last = await box("#contact-lastName");
      expect(Math.abs(first.y - last.y), "the two names on one line").toBeLessThan(1);
      const email = await box("#contact-email");
      const phoneLabel = await box("label[for='contact-phone']");
      expect(
        phoneLabel.y - (email.y + email.height),
        "the next label right under the e-mail's box",
      ).toBeLessThanOrEqual(24);
    });
  }
});
