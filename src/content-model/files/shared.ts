import { link, objectType, text } from "../fields";

/** Shapes used by more than one file: one GraphQL type each. */

/** Rendered by Gatsby's Link, which only navigates within the site. */
export const navLink = objectType("NavLink", { href: link(["path"]), label: text() });

export const accordionItem = objectType("AccordionItem", { title: text(), content: text() });

export const featureCard = objectType("FeatureCard", { title: text(), description: text() });
