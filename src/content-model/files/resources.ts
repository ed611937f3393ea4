import {
  artwork,
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

import { CARD_PICTURE } from "../image-sizes";
import { ANY_LINK } from "../patterns";
import { BLOG_SECTION, CASE_STUDY_CATEGORY, EVENT_CATEGORY, EVENT_TYPE, FORUM_CATEGORY, PRESS_CATEGORY } from "../keys";

/** Blog, events, press, forum, case studies, technical support and the help centre. */

export const blogPosts = entries(
  "blog-posts",
  "Blog entries (content/blog-posts.json).",
  {
    section: key(BLOG_SECTION, "The list the post appears in: recent or inDepth."),
    category: text("The topic on the post's badge, e.g. UPI."),
    title: text("The post's heading; unique."),
    date: date(
      "The day it was published, e.g. 2026-10-14; shown in the page's language (14 October 2026, 14 अक्टूबर 2026).",
    ),
    readTime: text("How long it takes to read, as shown, e.g. 5 min read."),
    excerpt: optional(text("One or two sentences under the title.")),
    image: optional(
      artwork("images/blog", "Cover artwork, drawn for the post's category by `npm run media`.", CARD_PICTURE),
    ),
  },
  { unique: ["title"] },
);

export const events = entries(
  "events",
  "Webinars and events (content/events.json).",
  {
    slug: slug("Identifies the event across languages, e.g. bbps-integration-deep-dive."),
    title: text("The event's name, the card's heading."),
    category: key(EVENT_CATEGORY, "webinar or event; its label is the events list of categories.json."),
    description: text("One or two sentences on the card; searched by the page's search box."),
    image: image(
      "images/events",
      "The card's picture, e.g. images/events/{slug}.png; the build crops it to 16:9 and makes every size.",
      CARD_PICTURE,
    ),
    type: key(
      EVENT_TYPE,
      "upcoming or past. An upcoming event whose date has passed is reported as a warning by the build: move it to past.",
    ),
    date: dateOrDateTime(
      "When it starts: 2026-12-10T16:00:00+05:30 (with the time and India's offset) or, when the time does not matter, 2026-09-18.",
    ),
    link: link(ANY_LINK, "Where Register or View Details leads: a site path (/contact) or an https: URL."),
  },
  { unique: ["slug"] },
);

export const pressReleases = entries(
  "press-releases",
  "Press releases (content/press-releases.json).",
  {
    slug: slug("Identifies the release across languages, e.g. trustgrid-launch."),
    title: text("The release's headline: the card's heading and the dialog's title."),
    category: key(PRESS_CATEGORY, "What it announces: its label is the press list of categories.json."),
    image: image(
      "images/press",
      "The card's picture, e.g. images/press/{slug}.png; the build crops it to 16:9 and makes every size.",
      CARD_PICTURE,
    ),
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
    slug: slug("Identifies the topic across languages."),
    category: key(FORUM_CATEGORY, "The board it is filed under: its label is the forum list of categories.json."),
    title: text("The topic's question, the card's heading; searched by the page's search box."),
    author: text("Who started it, shown as 'Started by …'."),
    replies: count("How many replies it has, as the card counts them."),
    tags: texts("Tags shown as #tag; searched by the page's search box."),
  },
  { unique: ["slug"] },
);

export const caseStudies = entries(
  "case-studies",
  "Case studies (content/case-studies.json).",
  {
    slug: slug("Identifies the case study across languages."),
    category: key(CASE_STUDY_CATEGORY, "The industry: its label is the caseStudies list of categories.json."),
    image: image(
      "images/case-studies",
      "The card's picture, e.g. images/case-studies/{slug}.png; the build crops it to 16:9 and makes every size.",
      CARD_PICTURE,
    ),
    company: text("The client's name on the card and in the story."),
    title: text("The story's headline."),
    summary: text("Two or three sentences on the card."),
    details: text("The full story in the dialog; paragraphs separated by blank lines."),
    metricValue: text("The headline figure as shown, e.g. 38%."),
    metricLabel: text("What the figure measures, e.g. fewer failed payments."),
  },
  { unique: ["slug"] },
);

const faq = objectType(
  "Faq",
  { question: text("The question, on the button that opens the answer."), answer: text("The answer.") },
  "One question and answer of a support topic.",
);

export const supportTopics = entries(
  "support-topics",
  "Technical-support topics and their FAQs (content/support-topics.json).",
  {
    slug: slug("Identifies the topic across languages."),
    title: text("The topic's heading; unique."),
    icon: oneOf(
      ["card", "id", "code", "scale", "wrench", "chart"],
      "Icon name: card, id, code, scale, wrench or chart.",
    ),
    summary: text("One sentence under the heading; searched by the page's search box."),
    faqs: list(faq, "The topic's questions and answers."),
  },
  { unique: ["slug", "title"] },
);

const helpCard = objectType(
  "HelpCard",
  {
    icon: oneOf(["store", "headset", "scale", "book"], "Icon name: store, headset, scale or book."),
    title: text("The card's heading."),
    description: text("A sentence under it."),
    points: texts(
      "May contain {grievanceOfficer}, {acknowledgeWithin} and {resolveWithin}; e-mail addresses become mailto: links.",
    ),
  },
  "One way we help, as a card on /help-center.",
);

export const helpCenter = single("help-center", "Help centre cards (content/help-center.json).", {
  cards: list(helpCard, "The help cards, in order."),
  contactHeading: text("Heading above the contact routes."),
  availability: text("When support answers, e.g. Monday to Saturday, 9 AM to 7 PM IST."),
});
