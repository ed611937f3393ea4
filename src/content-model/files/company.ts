import {
  drawing,
  email,
  entries,
  image,
  int,
  list,
  objectType,
  oneOf,
  optional,
  rawText,
  single,
  slug,
  text,
  texts,
  url,
} from "../fields";

/** The team, the company's voice towards clients and candidates, and what clients say. */

export const team = entries(
  "team",
  "Team members in display order: four in the grid, the fifth featured, the rest in data only (content/team.json).",
  {
    slug: slug("kebab-case, from the name; the profile lives at /team/{slug}."),
    name: text(),
    role: text(),
    image: image("Their portrait, generated from the name by `npm run media`."),
    linkedin: optional(url()),
    email: optional(email()),
    shortBio: text(),
    longBio: text("Paragraphs separated by blank lines."),
  },
  { unique: ["slug"] },
);

/** value "" is the placeholder option ('Select Service'). */
const selectOption = objectType("SelectOption", { value: rawText(), label: text() });

export const contact = single(
  "contact",
  "Contact section copy (content/contact.json); its heading and sub-line are the /contact entry of pages.json.",
  {
    formHeading: text(),
    addressLabel: text(),
    phoneLabel: text(),
    emailLabel: text(),
    serviceOptions: list(selectOption),
    privacyNotice: text("Under the form, first: who carries the enquiry and what it is used for."),
    transferNotice: text("Under the form, one sentence: the enquiry leaves India (the e-mail service's servers)."),
    retentionNotice: text("Under the form, one sentence: how long an enquiry is kept."),
    withdrawalNotice: text("Under the form, one sentence: how to withdraw consent or complain."),
    draftNotice: text(
      "Under the form, one sentence: after a failed send, what was typed (never the captcha) stays in the browser tab until it is sent or the tab is closed.",
    ),
    requiredNote: text("Above the form: explains the * beside required fields."),
    captchaAlternative: text("Beside the captcha, before the support e-mail address: the way round it."),
  },
);

export const feedback = single(
  "feedback",
  "/feedback copy beside the form (content/feedback.json); its h1 is the /feedback entry of pages.json.",
  {
    notice: text("Under the form: what happens to what the visitor types."),
    requiredNote: text("Above the form: explains the * beside required fields."),
  },
);

export const testimonials = entries(
  "testimonials",
  "Client testimonials for /testimonials (content/testimonials.json).",
  {
    name: text(),
    role: text(),
    company: text(),
    feedback: text(),
    rating: int(1, 5, "1 to 5"),
    image: image("Their portrait, generated from the name by `npm run media`."),
    companyLogo: drawing("The client's wordmark, drawn by `npm run media`."),
  },
  { unique: ["name"] },
);

export const testimonialsPage = single(
  "testimonials-page",
  "Section headings of /testimonials (content/testimonials-page.json); its h1 is the /testimonials entry of pages.json.",
  {
    heading: text("Heading above the testimonial carousel."),
    logosHeading: text("Heading above the client logos."),
    logosIntro: text(),
  },
);

export const clientLogos = entries(
  "client-logos",
  "Client logos under 'Trusted by Leading Businesses' (content/client-logos.json).",
  { name: text(), logo: drawing("The client's wordmark (SVG, text as paths), drawn by `npm run media`.") },
  { unique: ["name"] },
);

const textSection = objectType("TextSection", { heading: text(), paragraphs: texts() });
const perk = objectType("Perk", {
  icon: oneOf(["shield", "clock", "book", "sun"], "Icon name: shield, clock, book or sun."),
  title: text(),
  description: text(),
});

export const careers = single("careers", "Careers page (content/careers.json).", {
  sections: list(textSection),
  perksHeading: text(),
  perks: list(perk),
  closing: text(),
});

export const feedbackTestimonials = entries(
  "feedback-testimonials",
  "'What Users Say' on /feedback (content/feedback-testimonials.json).",
  {
    name: text(),
    image: image("Their portrait, generated from the name by `npm run media`."),
    role: text(),
    message: text(),
    rating: int(1, 5, "1 to 5"),
  },
);
