/**
 * JSON for a <script type="application/ld+json"> block. "<" is escaped so no content value
 * (a "</script>" in a biography, say) can close the block early; ">" and "&" for good measure,
 * and U+2028/2029, which some parsers treat as line breaks.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

interface OrganizationFacts {
  name: string;
  legalName: string;
  siteUrl: string;
  email: string;
  phone: string;
  foundingDate: string;
  address: { streetAddress: string; city: string; region: string; postalCode: string; country: string };
  social: readonly { href: string }[];
}

export function organizationJsonLd(site: OrganizationFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${site.siteUrl}/`,
    // appIconPath(512) (lib/app-icons), written out: every page's scripts carry this module.
    logo: `${site.siteUrl}/icons/icon-512x512.png`,
    foundingDate: site.foundingDate,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: site.phone,
      email: site.email,
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
    },
    sameAs: site.social.map((link) => link.href),
  };
}

export function personJsonLd(
  person: { name: string; role: string; url: string; image: string; linkedin?: string | null },
  siteUrl: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.role,
    url: person.url,
    image: person.image,
    worksFor: { "@id": `${siteUrl}/#organization` },
    ...(person.linkedin ? { sameAs: [person.linkedin] } : {}),
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** The page itself, in its language: search engines read which language this address is in. */
export function webPageJsonLd(page: { url: string; name: string; inLanguage: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    inLanguage: page.inLanguage,
  };
}
