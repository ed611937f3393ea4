import fs from "fs";
import path from "path";
import * as yup from "yup";

/**
 * What each file in content/ must hold. Mirrors schema.ts: GraphQL types what the pages read,
 * these rules tell an editor what is wrong before Gatsby gets that far.
 */
const text = () => yup.string().strict().trim().required().min(1);
const optionalText = () => yup.string().strict().trim().min(1);
const texts = () => yup.array().of(text().defined()).required();
const count = () => yup.number().strict().integer().min(0).required();
const slug = () =>
  text().matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case (lower-case letters, digits and hyphens)");
const route = () => text().matches(/^\/([a-z0-9-]+\/?)*$/, "must be a site path starting with /");

/**
 * The kinds of link content may hold. A whitelist, so javascript:, data:, protocol-relative
 * //host and /\host (browsers read a backslash as a slash) all fail, whatever their case.
 * `section` (#contact) is for the home hero only, which links to a section of its own page.
 */
const LINK_KINDS = {
  section: { pattern: "#[A-Za-z]", name: "a #section of the same page" },
  path: { pattern: String.raw`\/(?![/\\])`, name: "a site path (/contact)" },
  https: { pattern: String.raw`https:\/\/[^/\\\s\p{Cc}]`, name: "an https: URL" },
  mailto: { pattern: "mailto:", name: "a mailto: link" },
  tel: { pattern: "tel:", name: "a tel: link" },
};
type LinkKind = keyof typeof LINK_KINDS;
const ANY_LINK: LinkKind[] = ["path", "https", "mailto", "tel"];

/**
 * Every link field, narrowed to the kinds its component can render. No whitespace or control
 * character anywhere: browsers drop tabs and newlines inside URLs, so "/\t/evil" would become //evil.
 */
const link = (kinds: LinkKind[] = ANY_LINK) => {
  const chosen = kinds.map((kind) => LINK_KINDS[kind]);
  const pattern = new RegExp(`^(?:${chosen.map((kind) => kind.pattern).join("|")})[^\\s\\p{Cc}]*$`, "u");
  const names = chosen.map((kind) => kind.name);
  const said = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
  return text().matches(pattern, `must be ${said}`);
};
const url = () => link(["https"]);
const phone = () => text().matches(/^\+?[\d\s-]{10,}$/, "must be a phone number");
const oneOf = (values: string[]) => text().oneOf(values, `must be one of: ${values.join(", ")}`);

/** A path relative to the JSON file that must point at an existing raster image. */
const image = () =>
  text()
    .matches(/\.(jpe?g|png|webp|avif)$/i, "must be a .jpg, .png, .webp or .avif file")
    .test("image-exists", "file ${value} does not exist", function exists(value) {
      const dir = (this.options.context as { dir?: string } | undefined)?.dir;
      return !dir || !value || fs.existsSync(path.join(dir, value));
    });

/** A video basename that must exist in static/videos as both .webm and .mp4. */
const video = () =>
  slug().test("video-exists", "static/videos/${value}.webm and .mp4 must both exist", function exists(value) {
    const staticDir = (this.options.context as { staticDir?: string } | undefined)?.staticDir;
    return (
      !staticDir ||
      !value ||
      [".webm", ".mp4"].every((extension) => fs.existsSync(path.join(staticDir, "videos", `${value}${extension}`)))
    );
  });

/**
 * A category an item is filed under: one of the names listed under `list` in
 * content/categories.json (the filter bar's buttons), so no item hides behind a missing button.
 */
const category = (list: string) =>
  text().test("known-category", "", function known(value) {
    const dir = (this.options.context as { dir?: string } | undefined)?.dir;
    const file = dir && path.join(dir, "categories.json");
    if (!file || !value || !fs.existsSync(file)) return true;
    const allowed = (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)[list];
    if (!Array.isArray(allowed) || allowed.includes(value)) return true;
    return this.createError({ message: `must be one of the "${list}" categories in content/categories.json: ${allowed.join(", ")}` });
  });

const obj = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown(true, "unknown field ${unknown}").strict();
const list = <T extends yup.ObjectShape>(shape: T) => yup.array().of(obj(shape).required()).required();

// Rendered by Gatsby's Link, which only navigates within the site.
const navLink = { href: link(["path"]), label: text() };
const accordionItem = { title: text(), content: text() };
const featureCard = { title: text(), description: text() };

export interface FileRule {
  schema: yup.Schema;
  /** Array files: keys whose values must be unique across entries. */
  unique?: string[];
  /** Exact number of entries the screens are designed for. */
  length?: number;
}

export const contentRules: Record<string, FileRule> = {
  "site.json": {
    schema: obj({
      name: text(),
      legalName: text(),
      tagline: text(),
      description: text().max(160),
      siteUrl: url(),
      foundingDate: text().matches(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-08-01"),
      foundedLabel: text(),
      address: obj({
        streetAddress: text(),
        city: text(),
        region: text(),
        postalCode: text().matches(/^\d{6}$/, "must be a six-digit PIN code"),
        country: text().matches(/^[A-Z]{2}$/, "must be a two-letter country code"),
      }).required(),
      phone: phone(),
      email: text().email("must be an e-mail address"),
      grievanceOfficer: obj({ name: text(), email: text().email("must be an e-mail address"), phone: phone() }).required(),
      copyrightYear: count(),
      social: list({ network: oneOf(["facebook", "instagram", "linkedin", "x"]), label: text(), href: url() }),
    }),
  },
  "navigation.json": {
    schema: obj({
      header: list(navLink),
      footer: list({ title: text(), links: list(navLink) }),
      loginLabel: text(),
      signupLabel: text(),
    }),
  },
  "pages.json": {
    schema: list({
      path: route(),
      title: text(),
      description: text().min(50).max(160),
      heading: text(),
      intro: optionalText(),
      eyebrow: optionalText(),
      cta: obj({
        label: text(),
        href: link(["path", "mailto"]),
      }).default(undefined),
    }),
    unique: ["path", "title"],
  },
  "home.json": {
    schema: obj({
      hero: obj({
        eyebrow: text(),
        headline: text(),
        text: text(),
        ctaLabel: text(),
        ctaHref: link(["section", ...ANY_LINK]),
        video: video(),
        poster: image(),
      }).required(),
      provide: obj({ heading: text(), pills: texts() }).required(),
      servicesHeading: text(),
      servicesIntro: text(),
    }),
  },
  "about.json": {
    schema: obj({
      eyebrow: text(),
      heading: text(),
      paragraphs: texts(),
      facts: list({ label: text(), value: text() }),
      missionHeading: text(),
      mission: text(),
      image: image(),
      imageAlt: text(),
    }),
  },
  "services.json": {
    schema: list({
      slug: slug(),
      path: route(),
      number: text().matches(/^\d{2}$/, "must be two digits, e.g. 03"),
      title: text(),
      tagline: text(),
      card: obj({ title: text(), description: text(), image: image(), imageAlt: text() }).required(),
      intro: text(),
      video: video(),
      poster: image(),
      highlights: texts(),
      why: obj({ heading: text(), text: text(), points: texts() }).required(),
      benefitGroups: yup.array().of(obj({ heading: text(), points: texts() }).required()).strict(),
      accordionHeading: optionalText(),
      accordion: yup.array().of(obj(accordionItem).required()).strict(),
      initialOpen: yup.number().strict().integer().min(0),
      valueTable: obj({
        caption: text(),
        featureHeading: text(),
        advantageHeading: text(),
        rows: list({ feature: text(), advantage: text() }),
      }).default(undefined),
      cards: yup.array().of(obj(featureCard).required()).strict(),
      paragraphs: yup.array().of(text().defined()).strict(),
      features: yup.array().of(obj(featureCard).required()).strict(),
    }).test("initial-open-in-range", "", function inRange(entries) {
      const bad = (entries ?? []).findIndex(
        (entry) => entry.initialOpen !== undefined && entry.initialOpen >= (entry.accordion?.length ?? 0),
      );
      return bad < 0 || this.createError({ path: `[${bad}].initialOpen`, message: "must be the index of an accordion item" });
    }),
    unique: ["slug", "path", "number"],
    length: 6,
  },
  "team.json": {
    schema: list({
      slug: slug(),
      name: text(),
      role: text(),
      image: image(),
      linkedin: url().optional(),
      email: text().email("must be an e-mail address").optional(),
      shortBio: text(),
      longBio: text(),
    }),
    unique: ["slug"],
  },
  "contact.json": {
    schema: obj({
      formHeading: text(),
      addressLabel: text(),
      phoneLabel: text(),
      emailLabel: text(),
      serviceOptions: list({ value: yup.string().strict().defined(), label: text() }),
      privacyNotice: text(),
    }),
  },
  "feedback.json": {
    schema: obj({ notice: text() }),
  },
  "blog-posts.json": {
    schema: list({
      section: oneOf(["recent", "in-depth"]),
      category: text(),
      title: text(),
      date: text(),
      readTime: text(),
      excerpt: optionalText(),
    }),
    unique: ["title"],
  },
  "events.json": {
    schema: list({
      slug: slug(),
      title: text(),
      category: oneOf(["Webinar", "Event"]),
      description: text(),
      image: image(),
      type: oneOf(["upcoming", "past"]),
      date: text(),
      link: link(),
    }),
    unique: ["slug"],
  },
  "press-releases.json": {
    schema: list({
      slug: slug(),
      title: text(),
      category: category("press"),
      image: image(),
      description: text(),
      body: text(),
      date: text(),
    }),
    unique: ["slug"],
  },
  "forum-topics.json": {
    schema: list({
      slug: slug(),
      category: category("forum"),
      title: text(),
      author: text(),
      replies: count(),
      tags: texts(),
    }),
    unique: ["slug"],
  },
  "case-studies.json": {
    schema: list({
      slug: slug(),
      category: category("caseStudies"),
      image: image(),
      company: text(),
      title: text(),
      summary: text(),
      details: text(),
      metricValue: text(),
      metricLabel: text(),
    }),
    unique: ["slug"],
  },
  "categories.json": {
    schema: obj({ press: texts(), caseStudies: texts(), forum: texts() }),
  },
  "how-it-works.json": {
    schema: obj({
      stepsHeading: text(),
      steps: list(featureCard),
      platformHeading: text(),
      platformPoints: texts(),
      ctaText: text(),
      ctaLabel: text(),
      ctaHref: link(["path"]),
    }),
  },
  "support-topics.json": {
    schema: list({
      slug: slug(),
      title: text(),
      icon: oneOf(["card", "id", "code", "scale", "wrench", "chart"]),
      summary: text(),
      faqs: list({ question: text(), answer: text() }),
    }),
    unique: ["slug", "title"],
  },
  "terms.json": {
    schema: obj({ ctaText: text(), ctaLabel: text(), ctaHref: link(["path"]) }),
  },
  "terms-sections.json": {
    schema: list({ slug: slug(), title: text(), content: text() }),
    unique: ["slug"],
    length: 8,
  },
  "privacy-sections.json": {
    schema: list({ slug: slug(), title: text(), paragraphs: texts() }),
    unique: ["slug"],
    length: 6,
  },
  "security.json": {
    schema: obj({
      featuresHeading: text(),
      features: list({ key: slug(), icon: oneOf(["lock", "key", "server", "radar"]), title: text(), description: text() }),
      practicesHeading: text(),
      practices: list(accordionItem),
      ctaText: text(),
      ctaLabel: text(),
      ctaSubject: text(),
    }),
  },
  "testimonials.json": {
    schema: list({
      name: text(),
      role: text(),
      company: text(),
      feedback: text(),
      rating: yup.number().strict().integer().min(1).max(5).required(),
      image: image(),
      companyLogo: image(),
    }),
    unique: ["name"],
  },
  "testimonials-page.json": {
    schema: obj({ heading: text(), logosHeading: text(), logosIntro: text() }),
  },
  "client-logos.json": {
    schema: list({ name: text(), logo: image() }),
    unique: ["name"],
  },
  "careers.json": {
    schema: obj({
      sections: list({ heading: text(), paragraphs: texts() }),
      perksHeading: text(),
      perks: list({ icon: oneOf(["shield", "clock", "book", "sun"]), title: text(), description: text() }),
      closing: text(),
    }),
  },
  "help-center.json": {
    schema: obj({
      cards: list({ icon: oneOf(["store", "headset", "scale", "book"]), title: text(), description: text(), points: texts() }),
      contactHeading: text(),
      availability: text(),
    }),
  },
  "feedback-testimonials.json": {
    schema: list({
      name: text(),
      role: text(),
      message: text(),
      rating: yup.number().strict().integer().min(1).max(5).required(),
    }),
  },
};
