import {
  entries,
  image,
  indexOf,
  link,
  list,
  object,
  objectType,
  oneOf,
  optional,
  pattern,
  poster,
  route,
  single,
  slug,
  text,
  texts,
  video,
} from "../fields";
import { ABOUT_PICTURE, CARD_PICTURE, VIDEO_POSTER } from "../image-sizes";
import { ANY_LINK, TWO_DIGITS } from "../patterns";
import { accordionItem, featureCard } from "./shared";

/** The home page and the product pages built from the same content. */

const videoBasename =
  "Basename of the video in static/videos (without extension). Each language names its own render: payout in English, payout-hi (its words in Hindi) on the Hindi pages.";
const posterFrame =
  "First frame of the video, shown until it plays and instead of it under reduced motion: the poster of this language's render (images/videos/payout-hi.jpg for payout-hi).";

const homeHero = objectType(
  "HomeHero",
  {
    eyebrow: text("Small label above the headline."),
    headline: text("The home page's h1, the first words a visitor reads."),
    text: text("The paragraph under the headline."),
    ctaLabel: text("The hero button's label."),
    ctaHref: link(
      ["section", ...ANY_LINK],
      "Where the hero button leads: #contact (a section of the home page) or a link.",
    ),
    secondaryLabel: text("The second call to action beside the first, e.g. Talk to sales."),
    secondaryHref: link(["path"], "Where the second call to action leads: a route of the site, e.g. /contact."),
    video: video(videoBasename),
    poster: poster("images/videos", posterFrame, VIDEO_POSTER),
  },
  "The top of the home page: headline, text, button and background video.",
);

const provideLabel = objectType(
  "ProvideLabel",
  {
    label: text("A capability, e.g. 'Payouts'."),
    href: link(["section"], "The section of the home page that covers it, e.g. #payout."),
  },
  "One label of the 'what we provide' band: a capability linked to its section of the home page.",
);
const homeProvide = objectType(
  "HomeProvide",
  {
    heading: text("Heading of the 'what we provide' band."),
    pills: list(provideLabel, "The band of capabilities, in order; a label may come back (spec 2.3: with repeats)."),
    pauseLabel: text("The button that stops the moving band, e.g. 'Pause the list'."),
    playLabel: text("The same button once stopped, e.g. 'Play the list'."),
  },
  "The band of product names under the proof row.",
);

export const home = single("home", "Home page hero, proof row's neighbours and section headings (content/home.json).", {
  hero: object(homeHero, "The top of the page: headline, text, buttons and background video."),
  provide: object(homeProvide, "The band of product names under the proof row."),
  servicesHeading: text("Heading above the six product cards."),
  servicesIntro: text("Sentence under that heading."),
  productsNavLabel: text(
    "Names the sticky 01 to 06 navigator over the product sections, for screen readers, e.g. Products.",
  ),
});

const fact = objectType(
  "Fact",
  { label: text("What the figure is, e.g. Founded."), value: text("The figure as shown, e.g. 2025.") },
  "One company fact of the About block.",
);

export const about = single("about", "The About block on /, /about-us and /company-overview (content/about.json).", {
  eyebrow: text("Small label above the heading."),
  heading: text("Heading; contains {company}."),
  paragraphs: texts("The About text, one paragraph each."),
  facts: list(fact, "The company facts beside the text."),
  missionHeading: text("Heading of the mission box."),
  mission: text("The mission statement."),
  image: image("images/about", "The About picture, e.g. images/about/office.png.", ABOUT_PICTURE),
  imageAlt: text("What the About picture shows, for screen readers."),
});

// No alt text: the picture is decorative, and the card's link is named by its title.
const serviceCard = objectType(
  "ServiceCard",
  {
    title: text("The card's heading, also the link's name."),
    description: text("One or two sentences on the card."),
    image: image(
      "images/services",
      "The card's picture (decorative); the build crops it and makes every size.",
      CARD_PICTURE,
    ),
  },
  "The product's card on the home page and /services.",
);
const whyPanel = objectType(
  "WhyPanel",
  {
    heading: text("The panel's heading."),
    text: text("Its paragraph."),
    points: texts("Its bullet points."),
  },
  "The 'why choose us' panel of a product section.",
);
const benefitGroup = objectType(
  "BenefitGroup",
  { heading: text("The group's heading, e.g. For merchants."), points: texts("Its bullet points.") },
  "A headed list of benefits of a product.",
);
const valueRow = objectType(
  "ValueRow",
  { feature: text("The feature, first column."), advantage: text("What it brings, second column.") },
  "One row of a product's value table.",
);
const valueTable = objectType(
  "ValueTable",
  {
    caption: text("The table's caption, read first by screen readers."),
    featureHeading: text("Heading of the feature column."),
    advantageHeading: text("Heading of the advantage column."),
    rows: list(valueRow, "The rows, in order."),
  },
  "A two-column table of features and what they bring.",
);

/** The contact form's Service options (spec 4), the placeholder aside: contact.json's serviceOptions values. */
export const ENQUIRY_SERVICES = ["payment-gateway", "payouts", "onboarding"];

const closingCall = objectType(
  "ClosingCall",
  {
    text: text("One sentence that invites the next step; the button's label is ui.json's talkToOurTeam."),
    href: link(["path"], "Where the button leads, e.g. /contact."),
  },
  "The call to action that ends a product's own page.",
);

export const services = entries(
  "services",
  "The six product sections, in home-page order (content/services.json).",
  {
    slug: slug("Anchor id on the home page, e.g. trust."),
    path: route("Standalone route, e.g. /trust."),
    number: pattern(TWO_DIGITS, "Display number 01 to 06."),
    title: text("The product's name: its section's and its page's heading."),
    navLabel: text("The product's short name in the home page's 01 to 06 navigator, e.g. Payout.", { maxLength: 24 }),
    tagline: text("One line under the title."),
    card: object(serviceCard, "The product's card on the home page and /services."),
    intro: text("The section's opening paragraph."),
    video: video(videoBasename),
    poster: poster("images/videos", posterFrame, VIDEO_POSTER),
    highlights: texts(
      "Short highlights listed beside the video on the product's own page (not shown where the product has features or cards, which name the same things), and in llms.txt.",
    ),
    why: object(whyPanel, "The 'why choose us' panel."),
    benefitGroups: optional(list(benefitGroup, "Headed lists of benefits.")),
    accordionHeading: optional(text("Heading above the accordion.")),
    accordion: optional(list(accordionItem, "Questions and answers in an accordion.")),
    initialOpen: optional(indexOf("accordion", "an accordion item", "Index of the accordion item open on load.")),
    valueTable: optional(object(valueTable, "A table of features and what they bring.")),
    cards: optional(list(featureCard, "A grid of small cards.")),
    paragraphs: optional(texts("More paragraphs after the intro.")),
    features: optional(list(featureCard, "A grid of feature cards on the product's own page.")),
    closing: object(closingCall, "The call to action that ends the product's own page."),
    enquiry: optional(
      oneOf(
        ENQUIRY_SERVICES,
        "The contact form's Service option this product's Talk to Our Team buttons choose (/contact/?service=...): one of contact.json's serviceOptions values. Leave it out where no option fits.",
      ),
    ),
  },
  // The content's `path` is the route every language shares, so the page's address is pagePath.
  { unique: ["slug", "path", "number"], length: 6, page: { name: "pagePath", route: "{path}" } },
);

export const howItWorks = single("how-it-works", "The /how-it-works screen (content/how-it-works.json).", {
  stepsHeading: text("Heading above the steps."),
  steps: list(featureCard, "The steps of getting started, numbered in this order."),
  platformHeading: text("Heading of the platform panel."),
  platformPoints: texts("The platform panel's bullet points."),
  ctaText: text("Sentence beside the closing button; its label is ui.json's talkToOurTeam."),
  ctaHref: link(["path"], "Where the closing button leads, e.g. /contact."),
});
