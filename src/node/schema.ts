/**
 * The content model, declared explicitly so GraphiQL documents every field and typegen yields
 * non-null types. One type per file in content/ (gatsby-transformer-json names them
 * `<File>Json`). Copy may contain the token {company}; it is replaced with SiteJson.name.
 */
export const typeDefs = /* GraphQL */ `
  "Company facts shown in the header, footer, contact cards and structured data (content/site.json)."
  type SiteJson implements Node @dontInfer {
    "The company name: the only place it is written."
    name: String!
    "Registered legal entity, used in the footer and the privacy policy."
    legalName: String!
    tagline: String!
    "Default meta description."
    description: String!
    "Absolute site URL without trailing slash; SITE_URL at build overrides it."
    siteUrl: String!
    "ISO date of founding (YYYY-MM-DD)."
    foundingDate: Date! @dateformat
    "Founding month as visitors read it, e.g. August 2025."
    foundedLabel: String!
    address: PostalAddress!
    "Phone number as displayed, e.g. +91 124 400 0512."
    phone: String!
    "Support e-mail address."
    email: String!
    "Named wherever copy says {grievanceOfficer}; reached at the company's address."
    grievanceOfficer: GrievanceOfficer!
    copyrightYear: Int!
    social: [SocialLink!]!
  }

  type PostalAddress {
    streetAddress: String!
    city: String!
    region: String!
    postalCode: String!
    "ISO 3166-1 alpha-2 country code."
    country: String!
  }

  "The Grievance Officer under the DPDP Act and RBI's grievance-redressal rules."
  type GrievanceOfficer {
    name: String!
    email: String!
    "As displayed, e.g. +91 124 456 7890."
    phone: String!
  }

  type SocialLink {
    "One of facebook, instagram, linkedin, x: picks the icon."
    network: String!
    label: String!
    href: String!
  }

  "Header navigation and footer link groups (content/navigation.json)."
  type NavigationJson implements Node @dontInfer {
    header: [NavLink!]!
    footer: [NavGroup!]!
    loginLabel: String!
    signupLabel: String!
  }

  type NavLink {
    href: String!
    label: String!
  }

  type NavGroup {
    title: String!
    links: [NavLink!]!
  }

  "Metadata, h1 and intro for every route (content/pages.json)."
  type PagesJson implements Node @dontInfer {
    "Route path, e.g. /blog; / for home; /404 for the not-found screen."
    path: String!
    "Document title; may contain {company}."
    title: String!
    "Meta description (50 to 160 characters)."
    description: String!
    "Visible h1; may contain {company}."
    heading: String!
    "Short paragraph under the heading."
    intro: String
    "Small label above the heading."
    eyebrow: String
    "Call to action under the intro, e.g. 'Contact Media Team'."
    cta: CallToAction
  }

  type CallToAction {
    label: String!
    "A site path (/contact) or a mailto: link."
    href: String!
  }

  "The categories each filterable list offers after 'All', in order (content/categories.json)."
  type CategoriesJson implements Node @dontInfer {
    press: [String!]!
    caseStudies: [String!]!
    forum: [String!]!
  }

  "The /how-it-works screen (content/how-it-works.json)."
  type HowItWorksJson implements Node @dontInfer {
    stepsHeading: String!
    steps: [FeatureCard!]!
    platformHeading: String!
    platformPoints: [String!]!
    ctaText: String!
    ctaLabel: String!
    ctaHref: String!
  }

  "Home page hero, strip and section headings (content/home.json)."
  type HomeJson implements Node @dontInfer {
    hero: HomeHero!
    provide: HomeProvide!
    servicesHeading: String!
    servicesIntro: String!
  }

  type HomeHero {
    eyebrow: String!
    headline: String!
    text: String!
    ctaLabel: String!
    ctaHref: String!
    "Basename of the video in static/videos (without extension)."
    video: String!
    "First frame of the video, shown until it plays and instead of it under reduced motion."
    poster: File! @fileByRelativePath
  }

  type HomeProvide {
    heading: String!
    pills: [String!]!
  }

  "The About block on /, /about-us and /company-overview (content/about.json)."
  type AboutJson implements Node @dontInfer {
    eyebrow: String!
    "Heading; contains {company}."
    heading: String!
    paragraphs: [String!]!
    facts: [Fact!]!
    missionHeading: String!
    mission: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type Fact {
    label: String!
    value: String!
  }

  "The six product sections, in home-page order (content/services.json)."
  type ServicesJson implements Node @dontInfer {
    "Anchor id on the home page, e.g. trust."
    slug: String!
    "Standalone route, e.g. /trust."
    path: String!
    "Display number 01 to 06."
    number: String!
    title: String!
    tagline: String!
    card: ServiceCard!
    intro: String!
    "Basename of the video in static/videos (without extension)."
    video: String!
    "First frame of the video, shown until it plays and instead of it under reduced motion."
    poster: File! @fileByRelativePath
    highlights: [String!]!
    why: WhyPanel!
    benefitGroups: [BenefitGroup!]
    accordionHeading: String
    accordion: [AccordionItem!]
    "Index of the accordion item open on load."
    initialOpen: Int
    valueTable: ValueTable
    cards: [FeatureCard!]
    paragraphs: [String!]
    features: [FeatureCard!]
  }

  type ServiceCard {
    title: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  type WhyPanel {
    heading: String!
    text: String!
    points: [String!]!
  }

  type BenefitGroup {
    heading: String!
    points: [String!]!
  }

  type AccordionItem {
    title: String!
    content: String!
  }

  type ValueTable {
    caption: String!
    featureHeading: String!
    advantageHeading: String!
    rows: [ValueRow!]!
  }

  type ValueRow {
    feature: String!
    advantage: String!
  }

  type FeatureCard {
    title: String!
    description: String!
  }

  "Team members in display order: four in the grid, the fifth featured, the rest in data only (content/team.json)."
  type TeamJson implements Node @dontInfer {
    "kebab-case, from the name; the profile lives at /team/{slug}."
    slug: String!
    name: String!
    role: String!
    image: File! @fileByRelativePath
    linkedin: String
    email: String
    shortBio: String!
    "Paragraphs separated by blank lines."
    longBio: String!
  }

  "Contact section copy (content/contact.json); its heading and sub-line are the /contact entry of pages.json."
  type ContactJson implements Node @dontInfer {
    formHeading: String!
    addressLabel: String!
    phoneLabel: String!
    emailLabel: String!
    serviceOptions: [SelectOption!]!
    privacyNotice: String!
  }

  type SelectOption {
    value: String!
    label: String!
  }

  "Blog entries (content/blog-posts.json)."
  type BlogPostsJson implements Node @dontInfer {
    "recent or in-depth"
    section: String!
    category: String!
    title: String!
    "Relative or calendar date as shown."
    date: String!
    readTime: String!
    excerpt: String
  }

  "Webinars and events (content/events.json)."
  type EventsJson implements Node @dontInfer {
    slug: String!
    title: String!
    "Webinar or Event"
    category: String!
    description: String!
    image: File! @fileByRelativePath
    "upcoming or past"
    type: String!
    date: String!
    link: String!
  }

  "Press releases (content/press-releases.json)."
  type PressReleasesJson implements Node @dontInfer {
    slug: String!
    title: String!
    "One of the press categories in content/categories.json"
    category: String!
    image: File! @fileByRelativePath
    "Teaser on the card."
    description: String!
    "Full release shown by 'Read More'; paragraphs separated by blank lines."
    body: String!
    date: String!
  }

  "Community forum sample topics (content/forum-topics.json)."
  type ForumTopicsJson implements Node @dontInfer {
    slug: String!
    "One of the forum categories in content/categories.json"
    category: String!
    title: String!
    author: String!
    replies: Int!
    tags: [String!]!
  }

  "Case studies (content/case-studies.json)."
  type CaseStudiesJson implements Node @dontInfer {
    slug: String!
    "One of the caseStudies categories in content/categories.json"
    category: String!
    image: File! @fileByRelativePath
    company: String!
    title: String!
    summary: String!
    "Paragraphs separated by blank lines."
    details: String!
    metricValue: String!
    metricLabel: String!
  }

  "Technical-support topics and their FAQs (content/support-topics.json)."
  type SupportTopicsJson implements Node @dontInfer {
    slug: String!
    title: String!
    "Icon name: card, id, code, scale, wrench or chart."
    icon: String!
    summary: String!
    faqs: [Faq!]!
  }

  type Faq {
    question: String!
    answer: String!
  }

  "Terms of Use page copy around the sections (content/terms.json)."
  type TermsJson implements Node @dontInfer {
    "Sentence beside the support button under the sections."
    ctaText: String!
    ctaLabel: String!
    "Where the support button goes: a site path such as /contact."
    ctaHref: String!
  }

  "Terms of Use sections in order (content/terms-sections.json)."
  type TermsSectionsJson implements Node @dontInfer {
    slug: String!
    title: String!
    content: String!
  }

  "Privacy policy sections in order (content/privacy-sections.json)."
  type PrivacySectionsJson implements Node @dontInfer {
    "Anchor id of the section, linked from the table of contents."
    slug: String!
    title: String!
    "May contain {company} and {grievanceOfficer}; e-mail addresses become mailto: links."
    paragraphs: [String!]!
  }

  "Security page (content/security.json)."
  type SecurityJson implements Node @dontInfer {
    featuresHeading: String!
    features: [SecurityFeature!]!
    practicesHeading: String!
    practices: [AccordionItem!]!
    "Sentence beside the Contact Security Team button."
    ctaText: String!
    ctaLabel: String!
    "Subject of the e-mail the button starts, addressed to SiteJson.email."
    ctaSubject: String!
  }

  type SecurityFeature {
    key: String!
    "Icon name: lock, key, server or radar."
    icon: String!
    title: String!
    description: String!
  }

  "Client testimonials for /testimonials (content/testimonials.json)."
  type TestimonialsJson implements Node @dontInfer {
    name: String!
    role: String!
    company: String!
    feedback: String!
    "1 to 5"
    rating: Int!
    image: File! @fileByRelativePath
    companyLogo: File! @fileByRelativePath
  }

  "Section headings of /testimonials (content/testimonials-page.json); its h1 is the /testimonials entry of pages.json."
  type TestimonialsPageJson implements Node @dontInfer {
    "Heading above the testimonial carousel."
    heading: String!
    "Heading above the client logos."
    logosHeading: String!
    logosIntro: String!
  }

  "Client logos under 'Trusted by Leading Businesses' (content/client-logos.json)."
  type ClientLogosJson implements Node @dontInfer {
    name: String!
    logo: File! @fileByRelativePath
  }

  "Careers page (content/careers.json)."
  type CareersJson implements Node @dontInfer {
    sections: [TextSection!]!
    perksHeading: String!
    perks: [Perk!]!
    closing: String!
  }

  type TextSection {
    heading: String!
    paragraphs: [String!]!
  }

  type Perk {
    "Icon name: shield, clock, book or sun."
    icon: String!
    title: String!
    description: String!
  }

  "Help centre cards (content/help-center.json)."
  type HelpCenterJson implements Node @dontInfer {
    cards: [HelpCard!]!
    contactHeading: String!
    availability: String!
  }

  type HelpCard {
    "Icon name: store, headset, scale or book."
    icon: String!
    title: String!
    description: String!
    "May contain {grievanceOfficer}; e-mail addresses become mailto: links."
    points: [String!]!
  }

  "'What Users Say' on /feedback (content/feedback-testimonials.json)."
  type FeedbackTestimonialsJson implements Node @dontInfer {
    name: String!
    role: String!
    message: String!
    "1 to 5"
    rating: Int!
  }

  "/feedback copy beside the form (content/feedback.json); its h1 is the /feedback entry of pages.json."
  type FeedbackJson implements Node @dontInfer {
    "Under the form: what happens to what the visitor types."
    notice: String!
  }
`;
