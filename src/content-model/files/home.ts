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
  video: video(videoBasename),
  poster: image(posterFrame),
});

const provideLabel = objectType("ProvideLabel", {
  label: text("A capability, e.g. 'Payouts'."),
  href: link(["section"], "The section of the home page that covers it, e.g. #payout."),
});
const homeProvide = objectType("HomeProvide", {
  heading: text(),
  pills: list(provideLabel, "The band of capabilities, in order; a label may come back (spec 2.3: with repeats)."),
  pauseLabel: text("The button that stops the moving band, e.g. 'Pause the list'."),
  playLabel: text("The same button once stopped, e.g. 'Play the list'."),
});

const securityStandard = objectType("SecurityStandard", {
  name: text("The standard as auditors write it, e.g. 'PCI-DSS'."),
  detail: text("What of ours it covers, in a few words."),
});
const homeTrust = objectType("HomeTrust", {
  clientsLabel: text("Beside the client wordmarks (the logos of client-logos.json)."),
  standardsLabel: text("Beside the security standards."),
  standards: list(securityStandard),
});

export const home = single("home", "Home page hero, strip and section headings (content/home.json).", {
  hero: object(homeHero),
  trust: object(homeTrust, "The trust strip under the hero: client wordmarks and security standards."),
  provide: object(homeProvide),
  servicesHeading: text(),
  servicesIntro: text(),
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
