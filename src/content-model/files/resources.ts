import {
  count,
  date,
  dateOrDateTime,
  entries,
  image,
  key,
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

import { BLOG_SECTION, CASE_STUDY_CATEGORY, EVENT_CATEGORY, EVENT_TYPE, FORUM_CATEGORY, PRESS_CATEGORY } from "../keys";

/** Blog, events, press, forum, case studies, technical support and the help centre. */

export const blogPosts = entries(
  "blog-posts",
  "Blog entries (content/blog-posts.json).",
  {
    section: key(BLOG_SECTION, "The list the post appears in: recent or inDepth."),
    category: text(),
    title: text(),
    date: date(
      "The day it was published, e.g. 2026-10-14; shown in the page's language (14 October 2026, 14 अक्टूबर 2026).",
    ),
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
    category: key(EVENT_CATEGORY, "webinar or event; its label is the events list of categories.json."),
    description: text(),
    image: image(),
    type: key(
      EVENT_TYPE,
      "upcoming or past. An upcoming event whose date has passed is reported as a warning by the build: move it to past.",
    ),
    date: dateOrDateTime(
      "When it starts: 2026-12-10T16:00:00+05:30 (with the time and India's offset) or, when the time does not matter, 2026-09-18.",
    ),
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
    category: key(PRESS_CATEGORY, "What it announces: its label is the press list of categories.json."),
    image: image(),
    description: text("Teaser on the card."),
    body: text("Full release shown by 'Read More'; paragraphs separated by blank lines."),
    date: date("The day it was released, e.g. 2026-10-15; shown in the page's language."),
  },
  { unique: ["slug"] },
);

export const forumTopics = entries(
  "forum-topics",
  "Community forum sample topics (content/forum-topics.json).",
  {
    slug: slug(),
    category: key(FORUM_CATEGORY, "The board it is filed under: its label is the forum list of categories.json."),
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
    category: key(CASE_STUDY_CATEGORY, "The industry: its label is the caseStudies list of categories.json."),
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
  points: texts("May contain {grievanceOfficer}; e-mail addresses become mailto: links."),
});

export const helpCenter = single("help-center", "Help centre cards (content/help-center.json).", {
  cards: list(helpCard),
  contactHeading: text(),
  availability: text(),
});
