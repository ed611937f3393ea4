import fs from "fs";
import os from "os";
import path from "path";
import { contentWarnings, validateContent } from "../../src/node/validate-content";

const realContent = path.resolve(__dirname, "../../content");
const staticDir = path.resolve(__dirname, "../../static");

// Parsed content, reached into freely by the mutations below: its shape is what is under test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Every copy of content/ this file makes, in one folder removed when the file's tests end. */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "validate-content-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * A throwaway copy of content/ with one file changed by `mutate`. Only the default language is
 * kept, so a change to it is not also reported as a difference from the translations (the
 * cross-language rules have their own tests, with `translated`).
 */
function contentWith(file: string, mutate: (data: Json) => void): string {
  const dir = fs.mkdtempSync(path.join(scratch, "content-"));
  fs.cpSync(realContent, dir, { recursive: true });
  const languages = JSON.parse(fs.readFileSync(path.join(dir, "languages.json"), "utf8"));
  fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify(languages.slice(0, 1)));
  const full = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(full, "utf8"));
  mutate(data);
  fs.writeFileSync(full, JSON.stringify(data));
  return dir;
}

describe("validateContent", () => {
  it("accepts the content the site ships with", () => {
    expect(validateContent(realContent, { staticDir })).toEqual([]);
  });

  it("names file, entry and field when a required field is missing", () => {
    const dir = contentWith("team.json", (team) => delete team[2].role);
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(/^content\/team\.json, entry 3 \(slug "kabir-sethi"\), field "role": .*required/),
    ]);
  });

  it("reports a value of the wrong type", () => {
    const dir = contentWith("forum-topics.json", (topics) => (topics[0].replies = "12"));
    const [problem] = validateContent(dir);
    expect(problem).toMatch(/^content\/forum-topics\.json, entry 1 \(slug "[a-z0-9-]+"\), field "replies": .*number/);
  });

  it("reports a duplicate slug with both entries", () => {
    const dir = contentWith("team.json", (team) => (team[1].slug = team[0].slug));
    expect(validateContent(dir)).toContain(
      'content/team.json, entry 2 (slug "aarav-malhotra"), field "slug": duplicate value "aarav-malhotra" (also used by entry 1)',
    );
  });

  it("names a product whose section and page call it by different names", () => {
    const dir = contentWith("pages.json", (pages) => {
      pages.find((page: Json) => page.path === "/payout-platform").heading = "Payout Platform";
    });
    expect(validateContent(dir)).toEqual([
      'content/services.json, entry 3 (slug "payout"), field "title": "Payout" is not the heading of its page /payout-platform in content/pages.json ("Payout Platform"): a product keeps one name, so change one to match the other',
    ]);
  });

  it("reports an image path that does not exist", () => {
    const dir = contentWith("team.json", (team) => (team[0].image = "images/people/nobody.jpg"));
    expect(validateContent(dir)).toEqual([
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": file content/images/people/nobody.jpg does not exist: put the picture there (any .jpg, .png, .webp or .avif of at least 400 x 400 px), or correct the path',
    ]);
  });

  it("reports a picture outside its field's folder, where the CMS neither shows nor uploads it", () => {
    const dir = contentWith("team.json", (team) => (team[0].image = "images/press/secureflow-launch.png"));
    expect(validateContent(dir)).toEqual([
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": must be a .jpg, .png, .webp or .avif file in images/people/',
    ]);
  });

  it("reports a nested field by its path", () => {
    const dir = contentWith("services.json", (services) => (services[1].card.image = "images/services/none.jpg"));
    expect(validateContent(dir)).toEqual([
      'content/services.json, entry 2 (slug "trust"), field "card.image": file content/images/services/none.jpg does not exist: put the picture there (any .jpg, .png, .webp or .avif of at least 800 x 450 px), or correct the path',
    ]);
  });

  it("rejects an unknown (misspelt) field", () => {
    const dir = contentWith("team.json", (team) => {
      team[0].shortbio = team[0].shortBio;
      delete team[0].shortBio;
    });
    const problems = validateContent(dir);
    expect(problems).toContain(
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "shortBio": is a required field',
    );
    expect(problems.some((p) => /entry 1 .*unknown field shortbio/.test(p))).toBe(true);
  });

  it("rejects a raw id key, which would collide with Gatsby node ids", () => {
    const dir = contentWith("events.json", (events) => (events[0].id = "1"));
    expect(validateContent(dir).join("\n")).toMatch(/content\/events\.json, entry 1 .*unknown field id/);
  });

  it("reports an accordion index outside the list", () => {
    const dir = contentWith("services.json", (services) => (services[0].initialOpen = 40));
    expect(validateContent(dir)).toEqual([
      'content/services.json, entry 1 (slug "digitalonboarding"), field "initialOpen": must be the index of an accordion item',
    ]);
  });

  it("reports an entry that is not an object instead of crashing on it", () => {
    const dir = contentWith("services.json", (services) => (services[1] = null));
    expect(validateContent(dir)).toEqual(["content/services.json, entry 2: is a required field"]);
  });

  it("reports a file that is not JSON with line, column and the mistake", () => {
    const dir = contentWith("site.json", () => undefined);
    fs.writeFileSync(path.join(dir, "site.json"), '{\n  "name": "x",\n}\n');
    expect(validateContent(dir)[0]).toBe(
      "content/site.json: not valid JSON: line 2, column 14: trailing comma: remove this comma, nothing may follow the last field",
    );
    fs.writeFileSync(path.join(dir, "site.json"), '{\n  "name": "PravahPay,\n  "tagline": "x"\n}\n');
    expect(validateContent(dir)[0]).toBe(
      'content/site.json: not valid JSON: line 2, column 11: the text starting here is not closed: its closing double quote (") is missing',
    );
  });

  it("reports a picture too small for the page, with its size and the size it needs", () => {
    const dir = contentWith("team.json", (team) => (team[0].image = "images/people/small.png"));
    // A 1 x 1 PNG: the header's IHDR chunk is all the check reads.
    const tiny = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==",
      "base64",
    );
    fs.writeFileSync(path.join(dir, "images/people/small.png"), tiny);
    expect(validateContent(dir)).toEqual([
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": content/images/people/small.png is 1 x 1 px, too small: it must be at least 400 x 400 px (the build makes the smaller sizes and crops from it)',
    ]);
  });

  it("takes a blog cover drawn as .svg with a viewBox, names one without, and keeps portraits to pictures", () => {
    const dir = contentWith("blog-posts.json", (posts) => {
      posts[1].image = "images/blog/flat.svg";
      posts[2].image = "images/blog/cover.gif";
    });
    fs.writeFileSync(
      path.join(dir, "images/blog/flat.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540"/></svg>',
    );
    fs.writeFileSync(path.join(dir, "images/blog/cover.gif"), "GIF89a");
    expect(validateContent(dir)).toEqual([
      'content/blog-posts.json, entry 2 (title "Why instant refunds are the cheapest retention tool you have"), field "image": content/images/blog/flat.svg is not a drawing that can scale: its <svg> element needs a viewBox, e.g. viewBox="0 0 960 540"',
      'content/blog-posts.json, entry 3 (title "Getting ready for the Digital Personal Data Protection Rules"), field "image": must be a .jpg, .png, .webp, .avif or .svg file in images/blog/',
      'content/blog-posts.json, entry 3 (title "Getting ready for the Digital Personal Data Protection Rules"), field "image": content/images/blog/cover.gif is not a picture the build can read: save it as .jpg, .png, .webp or .avif, or draw it as .svg',
    ]);
    expect(
      validateContent(contentWith("blog-posts.json", (posts) => (posts[0].image = "images/blog/new.png"))),
    ).toEqual([
      'content/blog-posts.json, entry 1 (title "UPI Autopay limits, explained for subscription businesses"), field "image": file content/images/blog/new.png does not exist: put the picture there (an .svg drawing with a viewBox, or any .jpg, .png, .webp or .avif of at least 800 x 450 px), or correct the path',
    ]);
    const portrait = contentWith("team.json", (team) => (team[0].image = "images/people/aarav-malhotra.svg"));
    fs.copyFileSync(
      path.join(realContent, "images/blog/video-kyc.svg"),
      path.join(portrait, "images/people/aarav-malhotra.svg"),
    );
    expect(validateContent(portrait)).toEqual([
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": must be a .jpg, .png, .webp or .avif file in images/people/',
      'content/team.json, entry 1 (slug "aarav-malhotra"), field "image": content/images/people/aarav-malhotra.svg is not a picture the build can read: save it as .jpg, .png, .webp or .avif',
    ]);
  });

  it("refuses a date that is not ISO, and an ISO date that is no day of the calendar", () => {
    const dir = contentWith("events.json", (events) => {
      events[0].date = "31/02/2026";
      events[1].date = "2026-02-31T16:00:00+05:30";
      events[2].date = "2026-12-10 16:00";
    });
    expect(validateContent(dir)).toEqual([
      'content/events.json, entry 1 (slug "upi-autopay-masterclass"), field "date": must be an ISO date like 2026-12-10, or a date and time with its offset like 2026-12-10T16:00:00+05:30',
      'content/events.json, entry 2 (slug "fintech-connect-gurgaon"), field "date": 2026-02-31T16:00:00+05:30 is not a day of the calendar',
      'content/events.json, entry 3 (slug "bbps-integration-deep-dive"), field "date": must be an ISO date like 2026-12-10, or a date and time with its offset like 2026-12-10T16:00:00+05:30',
    ]);
  });

  it("reports a missing video file", () => {
    const dir = contentWith("services.json", (services) => (services[2].video = "no-such-video"));
    expect(validateContent(dir, { staticDir })).toEqual([
      'content/services.json, entry 3 (slug "payout"), field "video": static/videos/no-such-video.webm and .mp4 must both exist',
    ]);
  });

  it("requires a pages.json entry for every route", () => {
    const dir = contentWith("pages.json", (pages) =>
      pages.splice(
        pages.findIndex((p: Json) => p.path === "/blog"),
        1,
      ),
    );
    expect(validateContent(dir, { requiredPaths: ["/", "/blog"] })).toEqual([
      'content/pages.json, the file: needs an entry with "path": "/blog" (the page /blog reads its title and heading from it)',
    ]);
  });

  it("names the card and field of a help-centre icon the site cannot draw, and a CTA that is not a site path", () => {
    expect(validateContent(contentWith("help-center.json", (help) => (help.cards[1].icon = "rocket")))).toEqual([
      'content/help-center.json, field "cards[1].icon": must be one of: store, headset, scale, book',
    ]);
    expect(validateContent(contentWith("terms.json", (terms) => (terms.ctaHref = "contact")))).toEqual([
      'content/terms.json, field "ctaHref": must be a site path (/contact)',
    ]);
  });

  it("requires the exact number of entries the screens are designed for", () => {
    const dir = contentWith("terms-sections.json", (sections) => sections.pop());
    expect(validateContent(dir)).toEqual([
      "content/terms-sections.json, the file: must have exactly 8 entries (has 7)",
    ]);
  });

  it("requires every item's category to be a key of its set, not a label", () => {
    const dir = contentWith("forum-topics.json", (topics) => (topics[0].category = "Payments"));
    expect(validateContent(dir)).toEqual([
      'content/forum-topics.json, entry 1 (slug "upi-collect-timeouts"), field "category": must be one of the ForumCategory keys: payments, banking, security, general (categories.json gives each its label)',
    ]);
  });

  it("requires a label for every key of a set in categories.json, each once", () => {
    const dir = contentWith("categories.json", (categories) => categories.press.pop());
    expect(validateContent(dir)).toEqual([
      'content/categories.json, field "press": has no label for integration: every PressCategory key needs one label',
    ]);
  });

  it("requires a client's case study to be the slug of one in case-studies.json", () => {
    const dir = contentWith("client-logos.json", (clients) => (clients[0].caseStudy = "kirana-checkout"));
    expect(validateContent(dir)).toEqual([
      'content/client-logos.json, entry 1 (name "KiranaKart"), field "caseStudy": must be the slug of an entry of content/case-studies.json: checkout-cart-abandonment, nbfc-loan-disbursal, fraud-claims-reduction',
    ]);
  });

  describe("links", () => {
    const ANY_LINK = "must be a site path (/contact), an https: URL, a mailto: link or a tel: link";
    const unsafe = [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "java\tscript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "http://evil.example",
      "data:text/html,x",
    ];

    it.each(unsafe)("rejects %j in an event link, naming file, entry and field", (href) => {
      const dir = contentWith("events.json", (events) => (events[1].link = href));
      expect(validateContent(dir)).toEqual([
        `content/events.json, entry 2 (slug "fintech-connect-gurgaon"), field "link": ${ANY_LINK}`,
      ]);
    });

    it("rejects a link with leading whitespace", () => {
      const dir = contentWith("events.json", (events) => (events[0].link = " JavaScript:alert(1)"));
      expect(validateContent(dir)).toContain(
        `content/events.json, entry 1 (slug "upi-autopay-masterclass"), field "link": ${ANY_LINK}`,
      );
    });

    it.each([
      {
        file: "navigation.json",
        value: "javascript:alert(1)",
        set: (nav: Json, v: string) => (nav.header[0].href = v),
        problem: 'field "header[0].href": must be a site path (/contact)',
      },
      {
        file: "navigation.json",
        value: "//evil.example",
        set: (nav: Json, v: string) => (nav.footer[1].links[0].href = v),
        problem: 'field "footer[1].links[0].href": must be a site path (/contact)',
      },
      {
        file: "home.json",
        value: "JAVASCRIPT:alert(1)",
        set: (home: Json, v: string) => (home.hero.ctaHref = v),
        problem: `field "hero.ctaHref": must be a #section of the same page, a site path (/contact), an https: URL, a mailto: link or a tel: link`,
      },
      {
        file: "pages.json",
        value: "javascript:alert(1)",
        set: (pages: Json, v: string) => (pages[15].cta.href = v),
        problem:
          'entry 16 (path "/community-forum"), field "cta.href": must be a site path (/contact) or a mailto: link',
      },
      {
        file: "pages.json",
        value: "https://evil.example",
        set: (pages: Json, v: string) => (pages[15].cta.href = v),
        problem:
          'entry 16 (path "/community-forum"), field "cta.href": must be a site path (/contact) or a mailto: link',
      },
      {
        file: "pages.json",
        value: "//evil.example",
        set: (pages: Json, v: string) => (pages[15].cta.href = v),
        problem:
          'entry 16 (path "/community-forum"), field "cta.href": must be a site path (/contact) or a mailto: link',
      },
      {
        file: "pages.json",
        value: "//evil",
        set: (pages: Json, v: string) => (pages[1].path = v),
        problem: 'entry 2 (path "//evil"), field "path": must be a site path starting with /',
      },
      {
        file: "how-it-works.json",
        value: "//evil.example",
        set: (how: Json, v: string) => (how.ctaHref = v),
        problem: 'field "ctaHref": must be a site path (/contact)',
      },
      {
        file: "terms.json",
        value: "/\\evil.example",
        set: (terms: Json, v: string) => (terms.ctaHref = v),
        problem: 'field "ctaHref": must be a site path (/contact)',
      },
      {
        file: "team.json",
        value: "http://www.linkedin.com/in/aarav-malhotra",
        set: (team: Json, v: string) => (team[0].linkedin = v),
        problem: 'entry 1 (slug "aarav-malhotra"), field "linkedin": must be an https: URL',
      },
      {
        file: "team.json",
        value: "javascript:alert(1)",
        set: (team: Json, v: string) => (team[0].linkedin = v),
        problem: 'entry 1 (slug "aarav-malhotra"), field "linkedin": must be an https: URL',
      },
      {
        file: "site.json",
        value: "//evil.example",
        set: (site: Json, v: string) => (site.social[0].href = v),
        problem: 'field "social[0].href": must be an https: URL',
      },
    ])("rejects $value in content/$file", ({ file, value, set, problem }) => {
      expect(validateContent(contentWith(file, (data) => set(data, value)))).toEqual([`content/${file}, ${problem}`]);
    });

    it("accepts site paths, https: URLs, mailto: and tel: links, and the hero's #section", () => {
      const dir = contentWith("events.json", (events) => {
        events[0].link = "/webinars";
        events[1].link = "https://events.example.com/register?id=42";
        events[2].link = "mailto:events@pravahpay.in?subject=Webinar%20recording";
        events[3].link = "tel:+911244000512";
        events[4].link = "/";
      });
      expect(validateContent(dir)).toEqual([]);
      expect(validateContent(contentWith("home.json", (home) => (home.hero.ctaHref = "#contact")))).toEqual([]);
      expect(
        validateContent(contentWith("home.json", (home) => (home.hero.ctaHref = "https://dashboard.pravahpay.in"))),
      ).toEqual([]);
    });
  });
});

/**
 * A throwaway content folder with a second language, "hi", whose files start as copies of the
 * default language's (the same shape, which is all the cross-language rules look at), then
 * `content/hi/<file>` changed by `mutate`.
 */
function translated(file: string, mutate: (data: Json) => void): string {
  const dir = contentWith("languages.json", () => undefined);
  const languages = JSON.parse(fs.readFileSync(path.join(realContent, "languages.json"), "utf8"));
  fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify(languages));
  fs.mkdirSync(path.join(dir, "hi"), { recursive: true });
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "languages.json")) {
    fs.copyFileSync(path.join(dir, name), path.join(dir, "hi", name));
  }
  const full = path.join(dir, "hi", file);
  const data = JSON.parse(fs.readFileSync(full, "utf8"));
  mutate(data);
  fs.writeFileSync(full, JSON.stringify(data));
  return dir;
}

describe("validateContent across languages", () => {
  it("accepts a translation of the same shape", () => {
    expect(
      validateContent(
        translated("team.json", () => undefined),
        { staticDir },
      ),
    ).toEqual([]);
  });

  it("requires every file in every language", () => {
    const dir = translated("events.json", () => undefined);
    fs.rmSync(path.join(dir, "hi", "events.json"));
    expect(validateContent(dir)).toEqual(["content/hi/events.json: file is missing"]);
  });

  it("names a field the translation lacks, even an optional one", () => {
    const dir = translated("team.json", (team) => delete team[0].linkedin);
    expect(validateContent(dir)).toEqual([
      'content/hi/team.json, entry 1 (slug "aarav-malhotra"), field "linkedin": missing (content/team.json has it)',
    ]);
  });

  it("names an unknown slug, and the twin it replaced as missing", () => {
    const dir = translated("team.json", (team) => (team[2].slug = "nobody"));
    expect(validateContent(dir)).toEqual([
      `content/hi/team.json: the twin of content/team.json's entry 3 (slug "kabir-sethi") is missing: add it to this file, translated, as entry 3`,
      'content/hi/team.json, entry 3 (slug "nobody"): content/team.json has no entry with slug "nobody" (add it there first, or correct the slug)',
    ]);
  });

  it("requires the entries in the default language's order, in one line", () => {
    const dir = translated("services.json", (services) => services.reverse());
    const slugs = JSON.parse(fs.readFileSync(path.join(dir, "services.json"), "utf8")).map((s: Json) => s.slug);
    expect(validateContent(dir)).toEqual([
      `content/hi/services.json: entries are in another order than in content/services.json; put them as there: ${slugs.join(", ")}`,
    ]);
  });

  it("names a missing twin by its slug and the file to add it to, and nothing else", () => {
    const dir = translated("events.json", (events) => events.splice(1, 1));
    expect(validateContent(dir)).toEqual([
      `content/hi/events.json: the twin of content/events.json's entry 2 (slug "fintech-connect-gurgaon") is missing: add it to this file, translated, as entry 2`,
    ]);
  });

  it("names every language-independent value a twin changed, and lets it translate the rest", () => {
    const dir = translated("events.json", (events) => {
      events[0].title = "यूपीआई ऑटोपे मास्टरक्लास";
      events[0].image = "images/events/fintech-connect-gurgaon.png";
      events[1].date = "2027-01-23T18:00:00+05:30";
      events[2].link = "/hi/contact";
      events[3].category = "event";
    });
    expect(validateContent(dir, { staticDir })).toEqual([
      'content/hi/events.json, entry 1 (slug "upi-autopay-masterclass"), field "image": is "images/events/fintech-connect-gurgaon.png" but content/events.json has "images/events/upi-autopay-masterclass.png"; it is the same in every language, so write the same value in both',
      'content/hi/events.json, entry 2 (slug "fintech-connect-gurgaon"), field "date": is "2027-01-23T18:00:00+05:30" but content/events.json has "2027-01-22T18:00:00+05:30"; it is the same in every language, so write the same value in both',
      'content/hi/events.json, entry 3 (slug "bbps-integration-deep-dive"), field "link": is "/hi/contact" but content/events.json has "/contact"; it is the same in every language, so write the same value in both',
      'content/hi/events.json, entry 4 (slug "payment-aggregator-guidelines-explained"), field "category": is "event" but content/events.json has "webinar"; it is the same in every language, so write the same value in both',
    ]);
  });

  it("holds every language to the same field rules, naming the translation's file", () => {
    const dir = translated("team.json", (team) => delete team[2].role);
    expect(validateContent(dir)).toContainEqual(
      expect.stringMatching(/^content\/hi\/team\.json, entry 3 \(slug "kabir-sethi"\), field "role": .*required/),
    );
  });
});

describe("contentWarnings", () => {
  it("warns, naming the entry, of an upcoming event whose date has passed, and of nothing else", () => {
    const dir = contentWith("events.json", (events) => (events[0].date = "2026-12-10T16:00:00+05:30"));
    expect(contentWarnings(dir, new Date("2026-12-10T10:29:00Z"))).toEqual([]);
    expect(contentWarnings(dir, new Date("2026-12-10T10:31:00Z"))).toEqual([
      'content/events.json, entry 1 (slug "upi-autopay-masterclass"): is "upcoming" but its date 2026-12-10T16:00:00+05:30 has passed; change its "type" to "past"',
    ]);
    // A warning is not a problem: the same content passes the check.
    expect(validateContent(dir)).toEqual([]);
  });
});
