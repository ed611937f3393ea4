import { link, objectType, text } from "../fields";

/** Shapes used by more than one file: one GraphQL type each. */

/** Rendered by Gatsby's Link, which only navigates within the site. */
export const navLink = objectType(
  "NavLink",
  {
    href: link(["path"], "The site path it leads to, e.g. /contact; the page's language prefix is added."),
    label: text("The link's words."),
  },
  "A link to a page of the site, in the header, the footer or the regulatory line.",
);

export const accordionItem = objectType(
  "AccordionItem",
  {
    title: text("The question or heading on the button that opens the item."),
    content: text("What the open item shows."),
  },
  "One item of an accordion: a button that opens its text.",
);

export const featureCard = objectType(
  "FeatureCard",
  { title: text("The card's heading."), description: text("One or two sentences under it.") },
  "A small card with a heading and a sentence, in a grid of cards.",
);
