import {
  entries,
  image,
  indexOf,
  link,
  list,
  object,
  objectType,
  optional,
  pattern,
  route,
  single,
  slug,
  text,
  texts,
  video,
} from "../fields";
import { ANY_LINK, TWO_DIGITS } from "../patterns";
import { accordionItem, featureCard } from "./shared";

/** The home page and the product pages built from the same content. */

const videoBasename = "Basename of the video in static/videos (without extension).";
const posterFrame = "First frame of the video, shown until it plays and instead of it under reduced motion.";

const homeHero = objectType("HomeHero", {
  eyebrow: text(),
  headline: text(),
  text: text(),
  ctaLabel: text(),
  ctaHref: link(["section", ...ANY_LINK]),
  secondaryLabel: text("The second call to action beside the first, e.g. Talk to sales."),
  secondaryHref: link(["path"], "Where the second call to action leads: a route of the site, e.g. /contact."),
  video: video(videoBasename),
  poster: image(posterFrame),
});

const homeProvide = objectType("HomeProvide", { heading: text(), pills: texts() });

export const home = single("home", "Home page hero, strip and section headings (content/home.json).", {
  hero: object(homeHero),
  provide: object(homeProvide),
  servicesHeading: text(),
  servicesIntro: text(),
  productsNavLabel: text(
    "Names the sticky 01 to 06 navigator over the product sections, for screen readers, e.g. Products.",
  ),
  detailsLabel: text("The link from each product section to its own page, e.g. Full details."),
});

const fact = objectType("Fact", { label: text(), value: text() });

export const about = single("about", "The About block on /, /about-us and /company-overview (content/about.json).", {
  eyebrow: text(),
  heading: text("Heading; contains {company}."),
  paragraphs: texts(),
  facts: list(fact),
  missionHeading: text(),
  mission: text(),
  image: image(),
  imageAlt: text(),
});

// No alt text: the picture is decorative, and the card's link is named by its title.
const serviceCard = objectType("ServiceCard", { title: text(), description: text(), image: image() });
const whyPanel = objectType("WhyPanel", { heading: text(), text: text(), points: texts() });
const benefitGroup = objectType("BenefitGroup", { heading: text(), points: texts() });
const valueRow = objectType("ValueRow", { feature: text(), advantage: text() });
const valueTable = objectType("ValueTable", {
  caption: text(),
  featureHeading: text(),
  advantageHeading: text(),
  rows: list(valueRow),
});

const closingCall = objectType("ClosingCall", {
  text: text("One sentence that invites the next step."),
  label: text("The button's label."),
  href: link(["path"], "Where the button leads, e.g. /contact."),
});

export const services = entries(
  "services",
  "The six product sections, in home-page order (content/services.json).",
  {
    slug: slug("Anchor id on the home page, e.g. trust."),
    path: route("Standalone route, e.g. /trust."),
    number: pattern(TWO_DIGITS, "Display number 01 to 06."),
    title: text(),
    navLabel: text("The product's short name in the home page's 01 to 06 navigator, e.g. Payout.", { maxLength: 24 }),
    tagline: text(),
    card: object(serviceCard),
    intro: text(),
    video: video(videoBasename),
    poster: image(posterFrame),
    highlights: texts(),
    why: object(whyPanel),
    benefitGroups: optional(list(benefitGroup)),
    accordionHeading: optional(text()),
    accordion: optional(list(accordionItem)),
    initialOpen: optional(indexOf("accordion", "an accordion item", "Index of the accordion item open on load.")),
    valueTable: optional(object(valueTable)),
    cards: optional(list(featureCard)),
    paragraphs: optional(texts()),
    features: optional(list(featureCard)),
    closing: object(closingCall, "The call to action that ends the product's own page."),
  },
  { unique: ["slug", "path", "number"], length: 6 },
);

export const howItWorks = single("how-it-works", "The /how-it-works screen (content/how-it-works.json).", {
  stepsHeading: text(),
  steps: list(featureCard),
  platformHeading: text(),
  platformPoints: texts(),
  ctaText: text(),
  ctaLabel: text(),
  ctaHref: link(["path"]),
});
