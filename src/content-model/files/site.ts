import {
  type ContentFile,
  count,
  date,
  email,
  entries,
  link,
  list,
  object,
  objectType,
  oneOf,
  optional,
  pattern,
  phone,
  route,
  single,
  text,
  texts,
  url,
} from "../fields";
import { CIN, COUNTRY, HREFLANG, LANGUAGE_CODE, OG_LOCALE, PIN_CODE } from "../patterns";
import { navLink } from "./shared";

/** Files every page reads: company facts, navigation, per-route metadata, filter categories. */

const postalAddress = objectType("PostalAddress", {
  streetAddress: text(),
  city: text(),
  region: text(),
  postalCode: pattern(PIN_CODE),
  country: pattern(COUNTRY, "ISO 3166-1 alpha-2 country code."),
});

const grievanceOfficer = objectType(
  "GrievanceOfficer",
  { name: text(), email: email(), phone: phone("As displayed, e.g. +91 124 456 7890.") },
  "The Grievance Officer under the DPDP Act and RBI's grievance-redressal rules.",
);

const regulatoryLine = objectType("RegulatoryLine", {
  cinLabel: text("Label before the CIN, e.g. CIN."),
  cin: pattern(CIN, "Corporate Identity Number issued by the Ministry of Corporate Affairs."),
  registeredOfficeLabel: text("Label before the registered office's address, e.g. Registered office."),
  grievancePolicy: object(navLink, "Link to the grievance-redressal policy."),
});

const socialLink = objectType("SocialLink", {
  network: oneOf(
    ["facebook", "instagram", "linkedin", "x"],
    "One of facebook, instagram, linkedin, x: picks the icon.",
  ),
  label: text(),
  href: url(),
});

export const site = single(
  "site",
  "Company facts shown in the header, footer, contact cards and structured data (content/site.json).",
  {
    name: text("The company name: the only place it is written."),
    legalName: text("Registered legal entity, used in the footer and the privacy policy."),
    regulatory: object(
      regulatoryLine,
      "The line Indian payment sites carry at the foot of every page: legal name, CIN, registered office.",
    ),
    tagline: text(),
    description: text("Default meta description.", { maxLength: 160 }),
    siteUrl: url("Absolute site URL without trailing slash; SITE_URL at build overrides it."),
    foundingDate: date("ISO date of founding (YYYY-MM-DD)."),
    foundedLabel: text("Founding month as visitors read it, e.g. August 2025."),
    address: object(postalAddress),
    phone: phone("Phone number as displayed, e.g. +91 124 400 0512."),
    email: email("Support e-mail address."),
    grievanceOfficer: object(
      grievanceOfficer,
      "Named wherever copy says {grievanceOfficer}; reached at the company's address.",
    ),
    copyrightYear: count(),
    social: list(socialLink),
  },
);

const navGroup = objectType("NavGroup", { title: text(), links: list(navLink) });

export const navigation = single("navigation", "Header navigation and footer link groups (content/navigation.json).", {
  header: list(navLink),
  footer: list(navGroup),
  statementLink: object(
    navLink,
    "Beside the copyright line, outside the four link groups: the accessibility statement.",
  ),
  loginLabel: text(),
  signupLabel: text(),
});

const callToAction = objectType("CallToAction", {
  label: text(),
  href: link(["path", "mailto"], "A site path (/contact) or a mailto: link."),
});

export const pages = entries(
  "pages",
  "Metadata, h1 and intro for every route (content/pages.json).",
  {
    path: route("Route path, e.g. /blog; / for home; /404 for the not-found screen."),
    title: text("Document title; may contain {company}."),
    description: text("Meta description (50 to 160 characters).", { minLength: 50, maxLength: 160 }),
    heading: text("Visible h1; may contain {company}."),
    intro: optional(text("Short paragraph under the heading.")),
    eyebrow: optional(text("Small label above the heading.")),
    cta: optional(object(callToAction, "Call to action under the intro, e.g. 'Contact Media Team'.")),
  },
  { unique: ["path", "title"] },
);

export const categories = single(
  "categories",
  "The categories each filterable list offers after 'All', in order (content/categories.json).",
  { press: texts(), caseStudies: texts(), forum: texts() },
);

export const languages: ContentFile = {
  ...entries(
    "languages",
    "The site's languages (content/languages.json), one file for all of them. The first is the default (x-default): its content is content/*.json and its pages have no prefix. Every other language has content/<code>/*.json, in the same shape, and its pages under /<code>/.",
    {
      code: pattern(LANGUAGE_CODE, "ISO 639-1 code: the content folder and the URL prefix, e.g. hi."),
      hreflang: pattern(HREFLANG, "BCP 47 tag for lang and hreflang attributes, e.g. hi-IN."),
      label: text("The language's name in its own script, as the switcher shows it, e.g. हिन्दी."),
      intlLocale: pattern(HREFLANG, "Locale for Intl date and number formatting, e.g. hi-IN."),
      ogLocale: pattern(OG_LOCALE, "Open Graph locale, e.g. hi_IN."),
    },
    { unique: ["code", "hreflang"] },
  ),
  shared: true,
};

export const ui = single(
  "ui",
  "Words of the site's frame and controls that belong to no page: skip link, menu toggle, landmark names, the 404 page's buttons (content/ui.json).",
  {
    skipToContent: text("The skip link before the header, e.g. Skip to content."),
    mainNavigation: text("Accessible name of the header's navigation landmark, e.g. Main."),
    openMenu: text("Accessible name of the menu toggle while the menu is closed."),
    closeMenu: text("Accessible name of the menu toggle while the menu is open."),
    closeDialog: text("Accessible name of a dialog's close button."),
    profileNotFound: text("Heading of the 404 page for an unknown /team/{slug}."),
    backToTeam: text("Button of the profile 404 page, and the link back from a profile."),
    backToHome: text("Button of the 404 page."),
  },
);
