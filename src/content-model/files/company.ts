import { CARD_PICTURE, PORTRAIT } from "../image-sizes";
import {
  drawing,
  email,
  entries,
  entryOf,
  image,
  int,
  link,
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
    name: text("Full name, on the card, the profile's h1 and in the portrait's alt text."),
    role: text("Job title under the name on the card and the profile, e.g. Chief Technology Officer."),
    image: image(
      "images/people",
      "Their portrait, e.g. images/people/{slug}.jpg (a path under content/); the build crops it square and makes every size.",
      PORTRAIT,
    ),
    linkedin: optional(url("Their LinkedIn profile (https://...), linked from the profile page.")),
    email: optional(email("A work e-mail address shown on the profile page.")),
    shortBio: text("One or two sentences on the team card and the profile's lead."),
    longBio: text("Paragraphs separated by blank lines."),
  },
  { unique: ["slug"], page: { name: "path", route: "/team/{slug}" } },
);

/** value "" is the placeholder option ('Select Service'). */
const selectOption = objectType(
  "SelectOption",
  {
    // A stable key of the closed set of services, in every language's file: the twin check holds
    // it equal. Not a GraphQL enum: "" (the placeholder) and hyphens are not GraphQL names.
    value: {
      ...rawText(
        'What the enquiry e-mail records, the same in every language (payment-gateway); "" for the placeholder option.',
      ),
      languageIndependent: true,
    },
    label: text("What the visitor reads in the list, e.g. Payment Gateway."),
  },
  "One option of the contact form's Service list.",
);

export const contact = single(
  "contact",
  "Contact section copy (content/contact.json); its heading and sub-line are the /contact entry of pages.json.",
  {
    formHeading: text("Heading above the contact form."),
    formHeadingFor: text(
      "The heading above the form when a product's button chose its Service option; {service} is that option's label, e.g. Talk to us about {service}",
    ),
    directNote: text(
      "Above the phone and e-mail cards beside the form: that a person can be reached there directly, no form or code needed.",
    ),
    addressLabel: text("Label of the address card beside the form, e.g. Our Office."),
    phoneLabel: text("Label of the phone card beside the form, e.g. Call Us."),
    emailLabel: text("Label of the e-mail card beside the form, e.g. Email Us."),
    serviceOptions: list(selectOption, "The Service list of the form, placeholder first."),
    privacyNotice: text(
      "Under the form, always shown: what the enquiry is used for, followed by the link to the privacy policy.",
    ),
    privacyDetailsLabel: text(
      "Under the privacy notice: the line that opens the four notices below (transfer, retention, withdrawal, draft), e.g. How we handle your enquiry.",
    ),
    transferNotice: text(
      "Opened from privacyDetailsLabel, one plain sentence: the e-mail service that carries the enquiry works outside India; the privacy policy's section (privacyHref) gives the full disclosure.",
    ),
    privacyHref: link(
      ["path"],
      "Where the form's 'Read our privacy policy' leads: the privacy policy's section on enquiries, e.g. /privacy#information-we-collect.",
    ),
    retentionNotice: text("Opened from privacyDetailsLabel, one sentence: how long an enquiry is kept."),
    withdrawalNotice: text("Opened from privacyDetailsLabel, one sentence: how to withdraw consent or complain."),
    draftNotice: text(
      "Opened from privacyDetailsLabel, one sentence: after a failed send, what was typed (never the captcha) stays in the browser tab until it is sent or the tab is closed.",
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
    name: text("The client's name under the quote in the /testimonials carousel."),
    role: text("Their job title, under the name."),
    company: text("Their company, beside the role."),
    feedback: text("The quote itself, shown in the carousel."),
    rating: int(1, 5, "Stars shown with the quote: 1 to 5"),
    image: image("images/people", "Their portrait, generated from the name by `npm run media`.", PORTRAIT),
    companyLogo: drawing("images/logos", "The client's wordmark, drawn by `npm run media`."),
  },
  { unique: ["name"] },
);

export const testimonialsPage = single(
  "testimonials-page",
  "Section headings of /testimonials (content/testimonials-page.json); its h1 is the /testimonials entry of pages.json.",
  {
    heading: text("Heading above the testimonial carousel."),
    logosHeading: text("Heading above the client logos."),
    logosIntro: text("Sentence under the logos heading."),
  },
);

export const clientLogos = entries(
  "client-logos",
  "Client logos under 'Trusted by Leading Businesses' (content/client-logos.json).",
  {
    name: text("The client's name: the logo's alt text."),
    logo: drawing("images/logos", "The client's wordmark (SVG, text as paths), drawn by `npm run media`."),
    caseStudy: optional(
      entryOf(
        "case-studies.json",
        "slug",
        "The slug of this client's story in case-studies.json: its logo in the proof row links to it, with its result.",
      ),
    ),
  },
  { unique: ["name"] },
);

const textSection = objectType(
  "TextSection",
  { heading: text("The section's h2."), paragraphs: texts("Its paragraphs, in order.") },
  "A headed block of paragraphs on /careers.",
);
const perk = objectType(
  "Perk",
  {
    icon: oneOf(["shield", "clock", "book", "sun"], "Icon name: shield, clock, book or sun."),
    title: text("The perk's name, e.g. Health cover."),
    description: text("One sentence under the perk's name."),
  },
  "One perk of working here, with its icon, on /careers.",
);

export const careers = single("careers", "Careers page (content/careers.json).", {
  sections: list(textSection, "The page's sections before the perks."),
  image: optional(
    image("images/careers", "The studio artwork under the sections, drawn by `npm run media`.", CARD_PICTURE),
  ),
  perksHeading: text("Heading above the perks."),
  perks: list(perk, "The perks, in the grid's order."),
  closing: text("The last paragraph, under the perks: how to apply."),
});

export const feedbackTestimonials = entries(
  "feedback-testimonials",
  "'What Users Say' on /feedback (content/feedback-testimonials.json).",
  {
    name: text("The user's name under their message."),
    image: image("images/people", "Their portrait, generated from the name by `npm run media`.", PORTRAIT),
    role: text("Their job title and company, under the name."),
    message: text("What they say, shown as a quote."),
    rating: int(1, 5, "1 to 5"),
  },
);
