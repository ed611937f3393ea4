import {
  category,
  count,
  entries,
  image,
  link,
  list,
  objectType,
  oneOf,
  optional,
  single,
  slug,
  text,
  texts,
} from "../fields";

/** Blog, events, press, forum, case studies, technical support and the help centre. */

export const blogPosts = entries(
  "blog-posts",
  "Blog entries (content/blog-posts.json).",
  {
    section: oneOf(["recent", "in-depth"], "recent or in-depth"),
    category: text(),
    title: text(),
    date: text("Relative or calendar date as shown."),
    readTime: text(),
    excerpt: optional(text()),
  },
  { unique: ["title"] },
);

export const events = entries(
  "events",
  "Webinars and events (content/events.json).",
  {
    slug: slug(),
    title: text(),
    category: oneOf(["Webinar", "Event"], "Webinar or Event"),
    description: text(),
    image: image(),
    type: oneOf(["upcoming", "past"], "upcoming or past"),
    date: text(),
    link: link(),
  },
  { unique: ["slug"] },
);

export const pressReleases = entries(
  "press-releases",
  "Press releases (content/press-releases.json).",
  {
    slug: slug(),
    title: text(),
    category: category("press", "One of the press categories in content/categories.json"),
    image: image(),
    description: text("Teaser on the card."),
    body: text("Full release shown by 'Read More'; paragraphs separated by blank lines."),
    date: text(),
  },
  { unique: ["slug"] },
);

export const forumTopics = entries(
  "forum-topics",
  "Community forum sample topics (content/forum-topics.json).",
  {
    slug: slug(),
    category: category("forum", "One of the forum categories in content/categories.json"),
    title: text(),
    author: text(),
    replies: count(),
    tags: texts(),
  },
  { unique: ["slug"] },
);

export const caseStudies = entries(
  "case-studies",
  "Case studies (content/case-studies.json).",
  {
    slug: slug(),
    category: category("caseStudies", "One of the caseStudies categories in content/categories.json"),
    image: image(),
    company: text(),
    title: text(),
    summary: text(),
    details: text("Paragraphs separated by blank lines."),
    metricValue: text(),
    metricLabel: text(),
  },
  { unique: ["slug"] },
);

const faq = objectType("Faq", { question: text(), answer: text() });

export const supportTopics = entries(
  "support-topics",
  "Technical-support topics and their FAQs (content/support-topics.json).",
  {
    slug: slug(),
    title: text(),
    icon: oneOf(
      ["card", "id", "code", "scale", "wrench", "chart"],
      "Icon name: card, id, code, scale, wrench or chart.",
    ),
    summary: text(),
    faqs: list(faq),
  },
  { unique: ["slug", "title"] },
);

const helpCard = objectType("HelpCard", {
  icon: oneOf(["store", "headset", "scale", "book"], "Icon name: store, headset, scale or book."),
  title: text(),
  description: text(),
  points: texts(
    "May contain {grievanceOfficer}, {acknowledgeWithin} and {resolveWithin}; e-mail addresses become mailto: links.",
  ),
});

export const helpCenter = single("help-center", "Help centre cards (content/help-center.json).", {
  cards: list(helpCard),
  contactHeading: text(),
  availability: text(),
});
