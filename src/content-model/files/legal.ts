import { entries, link, list, objectType, oneOf, single, slug, text, texts } from "../fields";
import { accordionItem } from "./shared";

/** Terms of Use, the privacy policy, the security page and the accessibility statement. */

export const terms = single("terms", "Terms of Use page copy around the sections (content/terms.json).", {
  ctaText: text("Sentence beside the support button under the sections."),
  ctaLabel: text(),
  ctaHref: link(["path"], "Where the support button goes: a site path such as /contact."),
});

export const termsSections = entries(
  "terms-sections",
  "Terms of Use sections in order (content/terms-sections.json).",
  { slug: slug(), title: text(), content: text() },
  { unique: ["slug"], length: 8 },
);

export const privacySections = entries(
  "privacy-sections",
  "Privacy policy sections in order (content/privacy-sections.json).",
  {
    slug: slug("Anchor id of the section, linked from the table of contents."),
    title: text(),
    paragraphs: texts(
      "May contain {company}, {grievanceOfficer}, {acknowledgeWithin} and {resolveWithin}; e-mail addresses become mailto: links.",
    ),
  },
  { unique: ["slug"], length: 6 },
);

const securityFeature = objectType("SecurityFeature", {
  key: slug(),
  icon: oneOf(["lock", "key", "server", "radar"], "Icon name: lock, key, server or radar."),
  title: text(),
  description: text(),
});

export const security = single("security", "Security page (content/security.json).", {
  featuresHeading: text(),
  features: list(securityFeature),
  practicesHeading: text(),
  practices: list(accordionItem),
  ctaText: text("Sentence beside the Contact Security Team button."),
  ctaLabel: text(),
  ctaSubject: text("Subject of the e-mail the button starts, addressed to SiteJson.email."),
});

export const accessibility = single(
  "accessibility",
  "The accessibility statement at /accessibility (content/accessibility.json); its h1 is in pages.json.",
  {
    sections: list(
      objectType("AccessibilitySection", {
        slug: slug("Id of the section."),
        title: text(),
        paragraphs: texts(
          "May contain {company}, {grievanceOfficer}, {acknowledgeWithin} and {resolveWithin}; e-mail addresses become mailto: links.",
        ),
      }),
    ),
  },
);
