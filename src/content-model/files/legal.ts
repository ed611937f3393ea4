import { entries, link, list, objectType, oneOf, single, slug, text, texts } from "../fields";
import { accordionItem } from "./shared";

/** Terms of Use, the privacy policy, the security page and the accessibility statement. */

export const terms = single("terms", "Terms of Use page copy around the sections (content/terms.json).", {
  ctaText: text("Sentence beside the support button under the sections."),
  ctaLabel: text("The support button's label."),
  ctaHref: link(["path"], "Where the support button goes: a site path such as /contact."),
});

export const termsSections = entries(
  "terms-sections",
  "Terms of Use sections in order (content/terms-sections.json).",
  {
    slug: slug("Anchor id of the section (/terms#slug), the same in every language."),
    title: text("The section's heading, also searched by the page's search box."),
    content: text("The section's text; paragraphs separated by blank lines."),
  },
  { unique: ["slug"], length: 8 },
);

export const privacySections = entries(
  "privacy-sections",
  "Privacy policy sections in order (content/privacy-sections.json).",
  {
    slug: slug("Anchor id of the section, linked from the table of contents."),
    title: text("The section's heading, also its entry in the table of contents."),
    paragraphs: texts("May contain {company} and {grievanceOfficer}; e-mail addresses become mailto: links."),
  },
  { unique: ["slug"], length: 6 },
);

const securityFeature = objectType(
  "SecurityFeature",
  {
    key: slug("Identifies the card across languages, e.g. encryption."),
    icon: oneOf(["lock", "key", "server", "radar"], "Icon name: lock, key, server or radar."),
    title: text("The card's heading."),
    description: text("What the safeguard does, in a sentence or two."),
  },
  "One safeguard card at the top of /security.",
);

export const security = single("security", "Security page (content/security.json).", {
  featuresHeading: text("Heading above the safeguard cards."),
  features: list(securityFeature, "The safeguard cards, in order."),
  practicesHeading: text("Heading above the practices accordion."),
  practices: list(accordionItem, "Security practices, one accordion item each."),
  ctaText: text("Sentence beside the Contact Security Team button."),
  ctaLabel: text("The button's label, e.g. Contact Security Team."),
  ctaSubject: text("Subject of the e-mail the button starts, addressed to SiteJson.email."),
});

export const accessibility = single(
  "accessibility",
  "The accessibility statement at /accessibility (content/accessibility.json); its h1 is in pages.json.",
  {
    sections: list(
      objectType(
        "AccessibilitySection",
        {
          slug: slug("Id of the section."),
          title: text("The section's h2."),
          paragraphs: texts("May contain {company} and {grievanceOfficer}; e-mail addresses become mailto: links."),
        },
        "One headed section of the accessibility statement.",
      ),
      "The statement's sections, in order.",
    ),
  },
);
