import {
  type ContentFile,
  count,
  date,
  drawing,
  email,
  entries,
  labels,
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
  url,
} from "../fields";
import { CIN, COUNTRY, HREFLANG, LANGUAGE_CODE, OG_LOCALE, PIN_CODE } from "../patterns";
import { LABELLED_SETS } from "../keys";
import { navLink } from "./shared";

/** Files every page reads: company facts, navigation, per-route metadata, filter categories. */

const postalAddress = objectType(
  "PostalAddress",
  {
    streetAddress: text("Building and street, as on letters."),
    city: text("City, e.g. Gurugram."),
    region: text("State, e.g. Haryana."),
    postalCode: pattern(PIN_CODE, "The six-digit PIN code."),
    country: pattern(COUNTRY, "ISO 3166-1 alpha-2 country code."),
  },
  "The registered office: footer, contact card, regulatory line and structured data.",
);

const grievanceOfficer = objectType(
  "GrievanceOfficer",
  {
    name: text("Their full name."),
    email: email("Their e-mail address, linked wherever they are named."),
    phone: phone("As displayed, e.g. +91 124 493 8207."),
  },
  "The Grievance Officer under the DPDP Act and RBI's grievance-redressal rules.",
);

const regulatedPartner = objectType(
  "RegulatedPartner",
  {
    name: text("A fictional company, never a real bank."),
    role: text("What it does for the company, e.g. nodal bank."),
    mark: drawing(
      "images/partners",
      "Its mark in the proof row (SVG, text as paths), drawn by `npm run media` (scripts/media/wordmarks.mjs): a fictional monogram and name, like the company.",
    ),
  },
  "A regulated bank or payment aggregator the company works through.",
);

const regulatoryLine = objectType(
  "RegulatoryLine",
  {
    status: text(
      "What the company is, in one or two sentences: a technology service provider working through regulated partners, not a bank. Shown in the footer and on /privacy, /security and /help-center.",
    ),
    partnersLabel: text("Heading before the partners, e.g. Our Regulated Partners."),
    partners: list(regulatedPartner, "The regulated partners, in the order shown."),
    nodalOfficerLabel: text("Label before the Nodal Officer, e.g. Nodal Officer."),
    nodalOfficer: object(
      grievanceOfficer,
      "The Nodal Officer the RBI's payment-aggregator directions expect for escalated complaints.",
    ),
    cinLabel: text("Label before the CIN, e.g. CIN."),
    cin: pattern(CIN, "Corporate Identity Number issued by the Ministry of Corporate Affairs."),
    registeredOfficeLabel: text("Label before the registered office's address, e.g. Registered office."),
    grievancePolicy: object(navLink, "Link to the grievance-redressal policy."),
  },
  "The regulatory line at the foot of every page, and the statement on /privacy, /security and /help-center.",
);

const responseTimes = objectType(
  "ResponseTimes",
  {
    acknowledgeWithin: text("How soon a complaint or data request is acknowledged, e.g. 24 hours."),
    resolveWithin: text("How soon it is resolved, e.g. 7 working days."),
  },
  "The one set of response times, written once and filled into policy and help-centre copy.",
);

const socialLink = objectType(
  "SocialLink",
  {
    network: oneOf(
      ["facebook", "instagram", "linkedin", "x"],
      "One of facebook, instagram, linkedin, x: picks the icon.",
    ),
    label: text("The icon link's accessible name, e.g. PravahPay on LinkedIn."),
    href: url("The company's page on that network (https://...)."),
  },
  "One social network icon in the footer.",
);

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
    tagline: text("One line under the logo in the footer and in structured data."),
    description: text("Default meta description.", { maxLength: 160 }),
    siteUrl: url("Absolute site URL without trailing slash; SITE_URL at build overrides it."),
    foundingDate: date("ISO date of founding (YYYY-MM-DD)."),
    foundedLabel: text("Founding month as visitors read it, e.g. August 2025."),
    address: object(postalAddress, "The registered office's address."),
    phone: phone("Phone number as displayed, e.g. +91 124 400 0512."),
    email: email("Support e-mail address."),
    grievanceOfficer: object(
      grievanceOfficer,
      "Named wherever copy says {grievanceOfficer}; reached at the company's address.",
    ),
    responseTimes: object(
      responseTimes,
      "The one set of complaint and data-request response times; copy says {acknowledgeWithin} and {resolveWithin}.",
    ),
    copyrightYear: count("The year in the footer's © line."),
    social: list(socialLink, "Social network icons in the footer, in order."),
  },
);

const navGroup = objectType(
  "NavGroup",
  { title: text("The group's heading in the footer."), links: list(navLink, "Its links, in order.") },
  "One group of links in the footer.",
);

export const navigation = single("navigation", "Header navigation and footer link groups (content/navigation.json).", {
  header: list(navLink, "The header's links, in order (the menu on phones)."),
  footer: list(navGroup, "The footer's link groups, in order."),
  statementLink: object(
    navLink,
    "Beside the copyright line, outside the four link groups: the accessibility statement.",
  ),
  loginLabel: text("The header's Login button."),
  signupLabel: text("The header's Sign Up button."),
  loginNote: text(
    "What the Login button shows: that signing in is not on this site, and where to turn instead; {email} is the support address of site.json.",
  ),
});

const callToAction = objectType(
  "CallToAction",
  {
    label: text("The button's label."),
    href: link(["path", "mailto"], "A site path (/contact) or a mailto: link."),
  },
  "A button under a page's intro.",
);

const nextLink = objectType(
  "NextLink",
  {
    label: text("The link's words, e.g. 'Our products'."),
    description: text("One line on what is there."),
    href: link(["path"], "A route of the site, e.g. /services."),
  },
  "A place to go from a page that has nothing else to offer.",
);

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
    next: optional(list(nextLink, "Where to go from here, as cards under the intro: the not-found screen's way on.")),
  },
  { unique: ["path", "title"] },
);

export const categories = single(
  "categories",
  "The label of every key of the closed sets, in this language, in the order the filter bars show them after 'All' (content/categories.json). Entries name a category by its key; only the label is translated.",
  {
    press: labels(LABELLED_SETS.press, "Press release categories: the /press-media filter and each card's badge."),
    caseStudies: labels(
      LABELLED_SETS.caseStudies,
      "Case-study industries: the /case-studies filter and each card's badge.",
    ),
    forum: labels(LABELLED_SETS.forum, "Forum boards: the /community-forum filter and each topic's badge."),
    events: labels(LABELLED_SETS.events, "Event kinds: the badge on each /webinars card."),
  },
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
  "Words of the site's frame, controls, lists and forms that belong to no page's copy: labels, accessible names, empty states, validation and alert messages (content/ui.json). {name}-style tokens are filled in by the component.",
  {
    skipToContent: text("e.g. Skip to content"),
    navigatedTo: text(
      "What a screen reader hears after a link opens another page; {page} is that page's main heading, e.g. Navigated to {page}",
    ),
    mainNavigation: text("e.g. Main"),
    openMenu: text("e.g. Open menu"),
    closeMenu: text("e.g. Close menu"),
    closeDialog: text("e.g. Close"),
    allRightsReserved: text("e.g. All rights reserved."),
    pauseVideos: text("e.g. Pause background videos"),
    playVideos: text("e.g. Play background videos"),
    profileNotFound: text("e.g. Profile not found"),
    backToTeam: text("e.g. Back to Team"),
    backToHome: text("e.g. Back to Home"),
    teamMembers: text("e.g. Team members"),
    readMore: text("A card's link to its full story: team members, press releases, case studies, e.g. Read More"),
    readMoreAbout: text("e.g. about {name}"),
    portraitOf: text("e.g. Portrait of {name}"),
    linkedinProfile: text("e.g. LinkedIn profile"),
    linkedinHint: text("e.g. of {name} (opens in a new tab)"),
    emailPerson: text("e.g. Email {name}"),
    webMailHint: text("e.g. (opens web mail in a new tab)"),
    learnMore: text(
      "A link to more about a product: from its card to its section, from its section to its own page, e.g. Learn More",
    ),
    talkToOurTeam: text(
      "Every link to /contact from a product (its section on home, its card on /services, the end of its page) and from /how-it-works, e.g. Talk to Our Team",
    ),
    developersPrompt: text(
      "Beside the contact form, before the link to /technical-support, e.g. Integrating our APIs?",
    ),
    readTheDocs: text(
      "The link to /technical-support's answers for developers (integration, keys, webhooks), beside the contact form and on a product's page, e.g. Get Integration Help",
    ),
    clientLogos: text("e.g. Client logos"),
    ratedOutOfFive: text("e.g. Rated {rating} out of 5"),
    starOne: text("e.g. star"),
    starMany: text("e.g. stars"),
    testimonialPosition: text("e.g. Testimonial {position} of {count}"),
    testimonialAnnouncement: text(
      "What a screen reader hears after Prev or Next: {position} (the text above), {quote}, {name}, {role}, {company}, e.g. {position}. \u201c{quote}\u201d {name}, {role}, {company}.",
    ),
    carousel: text("What a screen reader calls the testimonial carousel, e.g. carousel"),
    slide: text("What a screen reader calls one testimonial of the carousel, e.g. slide"),
    previous: text("e.g. Prev"),
    next: text("e.g. Next"),
    whatUsersSay: text("e.g. What Users Say"),
    contents: text("e.g. Contents"),
    allCategories: text("e.g. All"),
    matchesFound: text("e.g. {count} {items} found"),
    pressReleases: text("e.g. Press releases"),
    filterPressReleases: text("e.g. Filter press releases by category"),
    noPressReleases: text("e.g. No press releases found for this category."),
    caseStudies: text("e.g. Case studies"),
    filterCaseStudies: text("e.g. Filter case studies by category"),
    noCaseStudies: text("e.g. No case studies found for this category."),
    recentPostsHeading: text("e.g. Recent Posts"),
    recentPosts: text("e.g. Recent posts"),
    noPosts: text("e.g. No posts yet."),
    viewAllBlogs: text("e.g. View All Blogs"),
    inDepthHeading: text("e.g. In-Depth Articles"),
    inDepthArticles: text("e.g. In-depth articles"),
    noArticles: text("e.g. No articles yet."),
    searchEvents: text("e.g. Search events"),
    searchEventsPlaceholder: text("e.g. Search events..."),
    upcomingEventsHeading: text("e.g. Upcoming Events"),
    upcomingEvents: text("e.g. Upcoming events"),
    upcomingEventOne: text("e.g. upcoming event"),
    upcomingEventMany: text("e.g. upcoming events"),
    noUpcomingEvents: text("e.g. No upcoming events found."),
    register: text("e.g. Register"),
    pastEventsHeading: text("e.g. Past Events"),
    pastEvents: text("e.g. Past events"),
    pastEventOne: text("e.g. past event"),
    pastEventMany: text("e.g. past events"),
    noPastEvents: text("e.g. No past events found."),
    viewDetails: text("e.g. View Details"),
    viewAllPastEvents: text("e.g. View All Past Events"),
    showLess: text("e.g. Show Less"),
    searchTopics: text("e.g. Search topics"),
    searchTopicsPlaceholder: text("e.g. Search topics..."),
    discussions: text("e.g. Discussions"),
    filterDiscussions: text("e.g. Filter discussions by category"),
    discussionOne: text("e.g. discussion"),
    discussionMany: text("e.g. discussions"),
    noDiscussionsFor: text("e.g. No discussions found for \u201c{search}\u201d."),
    noDiscussionsInCategory: text("e.g. No discussions found in this category."),
    startedBy: text("e.g. Started by {author}"),
    tags: text("e.g. Tags"),
    replyOne: text("e.g. reply"),
    replyMany: text("e.g. replies"),
    searchSupportTopics: text("e.g. Search support topics"),
    searchSupportTopicsPlaceholder: text("e.g. Search support topics..."),
    supportTopics: text("e.g. Support topics"),
    supportTopicOne: text("e.g. support topic"),
    supportTopicMany: text("e.g. support topics"),
    supportStillStuck: text(
      "The footer of a support topic's window; {email} and {phone} become the site's links, e.g. Still stuck? Write to {email} or call {phone}, 24/7.",
    ),
    searchTerms: text("e.g. Search terms"),
    searchTermsPlaceholder: text("e.g. Search terms..."),
    waysWeCanHelp: text("e.g. Ways we can help"),
    firstName: text("e.g. First name"),
    lastName: text("e.g. Last name"),
    name: text("e.g. Name"),
    email: text("e.g. Email"),
    phone: text("e.g. Phone"),
    message: text("e.g. Message"),
    honeypot: text("e.g. Leave this field empty"),
    typeTheCode: text("e.g. Type the code shown"),
    captchaCode: text("e.g. Captcha code: {code}"),
    refresh: text("e.g. Refresh"),
    sendMessage: text("e.g. Send Message"),
    sending: text("e.g. Sending\u2026"),
    sendingStatus: text("e.g. Sending your message\u2026"),
    readPrivacyPolicy: text("e.g. Read our privacy policy"),
    emailRequired: text("e.g. Email is required"),
    emailInvalid: text("e.g. Invalid email"),
    phoneInvalid: text("e.g. Enter 10 digit phone"),
    tooLong: text("e.g. At most {max} characters"),
    captchaMismatch: text("e.g. Captcha does not match! Please try again."),
    contactSuccess: text("e.g. Thank you for submitting! \ud83c\udf89"),
    contactFailure: text("e.g. Failed to send. Please try again."),
    yourRating: text("e.g. Your rating"),
    submitFeedback: text("e.g. Submit Feedback"),
    noSupportTopicsFor: text("e.g. No support topics match \u201c{search}\u201d."),
    noTermsFor: text('e.g. No results found for "{search}"'),
    termsMatch: text("e.g. {shown} of {total} sections match"),
    clearSearch: text("The button under a search that found nothing; it empties the search, e.g. Clear search"),
    showAll: text("The same button when a category, not a search, left nothing; it chooses All, e.g. Show all"),
    emptyHelpLabel: text("The link beside it to someone who can help, e.g. Can't find it? Ask our team"),
    emptyHelpHref: link(["path"], "Where that link leads: a route of the site, e.g. /contact."),
    service: text("e.g. Service"),
    serviceFeatures: text(
      "Accessible name of a product's feature cards; {service} is its title, e.g. {service} features",
    ),
    serviceCapabilities: text(
      "Accessible name of a product's capability cards; {service} is its title, e.g. {service} capabilities",
    ),
    newCode: text("e.g. New code: {code}"),
    breadcrumbHome: text("Breadcrumb name in structured data, e.g. Home"),
    breadcrumbTeam: text("Breadcrumb name in structured data, e.g. Team"),
    captchaDoesNotMatch: text("e.g. Captcha does not match"),
    spellCapital: text("e.g. capital {char}"),
    spellSmall: text("e.g. small {char}"),
    spellDigit: text("e.g. digit {char}"),
    feedbackThanks: text("e.g. Thank you for your feedback!"),
    dateAtTime: text(
      "How a date with a time reads, e.g. {date}, {time} IST: {date} is the day (10 December 2026), {time} the time in India (4:00 PM).",
    ),
    serviceInvalid: text(
      "Under the service field when its value is not one of the list's, e.g. Select a service from the list",
    ),
    phoneHint: text("Under the phone field's label from the start, e.g. 10 digits, numbers only"),
    captchaRequired: text("Under the captcha when it was left empty on submit, e.g. Type the code shown above"),
    sendingSlow: text(
      "Shown and announced when the e-mail service has not answered within 20 s; the form stays locked until it does.",
    ),
    noScriptForm: text(
      "In a form when JavaScript is off: how to reach the company instead. Contains {email} then {phone}, in that order.",
    ),
  },
);
