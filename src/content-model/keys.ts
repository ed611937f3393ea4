/**
 * The closed sets of the content: each a stable key (a GraphQL enum value, the same in every
 * language) whose label each language writes once, in its categories.json. Filters, pages and
 * validation use the key; only the label is translated. Keys are camelCase because GraphQL enum
 * values cannot contain hyphens. Adding a key here means adding its label in every language.
 */
export interface KeySet {
  /** The GraphQL enum's name. */
  name: string;
  description: string;
  /** In display order: the filter bar shows them so. */
  keys: string[];
}

const keySet = (name: string, description: string, keys: string[]): KeySet => ({ name, description, keys });

export const PRESS_CATEGORY = keySet("PressCategory", "What a press release announces; the /press-media filter.", [
  "productLaunch",
  "partnership",
  "integration",
]);
export const CASE_STUDY_CATEGORY = keySet(
  "CaseStudyCategory",
  "The industry of a case study; the /case-studies filter.",
  ["payments", "banking", "security"],
);
export const FORUM_CATEGORY = keySet("ForumCategory", "The board of a forum topic; the /community-forum filter.", [
  "payments",
  "banking",
  "security",
  "general",
]);
export const EVENT_CATEGORY = keySet("EventCategory", "Whether an event is an online webinar or an in-person event.", [
  "webinar",
  "event",
]);
export const EVENT_TYPE = keySet(
  "EventType",
  "Which list of /webinars shows an event: upcoming (with Register) or past (with View Details).",
  ["upcoming", "past"],
);
export const BLOG_SECTION = keySet(
  "BlogSection",
  "Which list of /blog shows a post: Recent Posts or In-Depth Articles.",
  ["recent", "inDepth"],
);

/** The sets whose labels content/categories.json writes, by the name of its field. */
export const LABELLED_SETS = {
  press: PRESS_CATEGORY,
  caseStudies: CASE_STUDY_CATEGORY,
  forum: FORUM_CATEGORY,
  events: EVENT_CATEGORY,
} as const;
