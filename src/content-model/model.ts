import type { ContentFile } from "./fields";
import {
  careers,
  clientLogos,
  contact,
  feedback,
  feedbackTestimonials,
  team,
  testimonials,
  testimonialsPage,
} from "./files/company";
import { about, home, howItWorks, services } from "./files/home";
import { proof } from "./files/proof";
import { accessibility, privacySections, security, terms, termsSections } from "./files/legal";
import {
  blogPosts,
  caseStudies,
  events,
  forumTopics,
  helpCenter,
  pressReleases,
  supportTopics,
} from "./files/resources";
import { categories, languages, navigation, pages, site, ui } from "./files/site";

/**
 * The content model: every file in content/, declared once. GraphQL types (to-sdl), the build's
 * validation (to-yup) and the editors' JSON Schemas (to-json-schema) are all derived from it.
 * Copy may contain the token {company}; it is replaced with SiteJson.name.
 * The order is the order in which the content check reports files.
 */
export const contentModel: ContentFile[] = [
  languages,
  site,
  navigation,
  ui,
  pages,
  home,
  proof,
  about,
  services,
  team,
  contact,
  feedback,
  blogPosts,
  events,
  pressReleases,
  forumTopics,
  caseStudies,
  categories,
  howItWorks,
  supportTopics,
  terms,
  termsSections,
  privacySections,
  security,
  accessibility,
  testimonials,
  testimonialsPage,
  clientLogos,
  careers,
  helpCenter,
  feedbackTestimonials,
];
