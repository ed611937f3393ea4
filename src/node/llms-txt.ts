import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { formatDate } from "../lib/dates";
import { contentFolder, localizedPath, type Language } from "../lib/languages";
import { readLanguages } from "./languages-file";

/*
 * /llms.txt and /llms-full.txt (https://llmstxt.org): what the company offers, a page per product
 * with its one-line summary, the contact routes, in every language, written from content/ at
 * build time so they never disagree with the site. llms.txt is the index (H1, a blockquote
 * summary, H2 sections of links); llms-full.txt carries the products' and pages' text as well.
 */

type Json = Record<string, unknown>;
interface Page {
  path: string;
  title: string;
  description: string;
}
interface Service {
  path: string;
  title: string;
  tagline: string;
  intro: string;
  highlights: string[];
  closing: { text: string };
}
interface Site {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  address: { streetAddress: string; city: string; region: string; postalCode: string };
  grievanceOfficer: { name: string; email: string; phone: string };
}
interface Release {
  title: string;
  description: string;
  date: string;
}
interface Event {
  title: string;
  description: string;
  date: string;
  type: string;
}

/** One language's content, read from its folder. */
interface Edition {
  language: Language;
  prefix: string;
  site: Site;
  pages: Page[];
  services: Service[];
  about: { paragraphs: string[] };
  releases: Release[];
  events: Event[];
  dateAtTime: string;
}

function readEdition(contentDir: string, languages: Language[], language: Language): Edition {
  const prefix = contentFolder(languages, language.code);
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, prefix, file), "utf8")) as T;
  return {
    language,
    prefix,
    site: read<Site>("site.json"),
    pages: read<Page[]>("pages.json"),
    services: read<Service[]>("services.json"),
    about: read<{ paragraphs: string[] }>("about.json"),
    releases: read<Release[]>("press-releases.json"),
    events: read<Event[]>("events.json"),
    dateAtTime: read<Json>("ui.json").dateAtTime as string,
  };
}

/** Copy's {company} is the company's name; other tokens are filled in by components and left out here. */
const filled = (text: string, site: Site) => text.replace(/\{company\}/g, site.name);
/** Markdown link text must not close the brackets early. */
const linkText = (text: string) => text.replace(/[[\]]/g, "");

function links(edition: Edition, siteUrl: string) {
  const url = (route: string) => `${siteUrl}${localizedPath(route, edition.prefix)}`;
  const page = (route: string) => edition.pages.find((entry) => entry.path === route);
  const productRoutes = new Set(edition.services.map((service) => service.path));
  const line = (route: string, title: string, summary: string) =>
    `- [${linkText(filled(title, edition.site))}](${url(route)}): ${filled(summary, edition.site)}`;
  const products = edition.services.map((service) => line(service.path, service.title, service.tagline));
  const pages = edition.pages
    .filter((entry) => entry.path !== "/" && entry.path !== "/404" && !productRoutes.has(entry.path))
    .map((entry) => line(entry.path, entry.title, entry.description));
  const contactPage = page("/contact");
  const { site } = edition;
  const contact = [
    ...(contactPage ? [line("/contact", contactPage.title, contactPage.description)] : []),
    `- [${site.email}](mailto:${site.email})`,
    `- [${site.phone}](tel:${site.phone.replace(/[^\d+]/g, "")})`,
    `- ${site.legalName}, ${site.address.streetAddress}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    `- Grievance Officer: ${site.grievanceOfficer.name}, [${site.grievanceOfficer.email}](mailto:${site.grievanceOfficer.email})`,
  ];
  return { url, products, pages, contact };
}

/** The headings of a language's sections, in the language itself after the first. */
const SECTIONS = ["Products", "Pages", "Contact"];

function indexSections(edition: Edition, siteUrl: string, headingLevel: string): string[] {
  const { products, pages, contact } = links(edition, siteUrl);
  return [products, pages, contact].flatMap((lines, index) => [`${headingLevel} ${SECTIONS[index]}`, "", ...lines, ""]);
}

function header(first: Edition, siteUrl: string, others: Edition[], file: string): string[] {
  const { site } = first;
  const languages = [first, ...others].map((edition) =>
    edition.prefix
      ? `${edition.language.label} (${edition.language.hreflang}) under ${siteUrl}/${edition.prefix}/`
      : `${edition.language.label} (${edition.language.hreflang}) at ${siteUrl}/`,
  );
  return [
    `# ${site.name}`,
    "",
    `> ${site.description}`,
    "",
    `${site.tagline} ${site.legalName} is based in ${site.address.city}, ${site.address.region}, India. The site is in ${languages.join(" and ")}; every page exists in each.${file === "llms.txt" ? ` The products' and pages' text is in ${siteUrl}/llms-full.txt.` : ""}`,
    "",
  ];
}

/** llms.txt: the index, the default language's links first, then each other language's under its own H2. */
export function llmsTxt(editions: Edition[], siteUrl: string): string {
  const [first, ...others] = editions;
  return [
    ...header(first, siteUrl, others, "llms.txt"),
    ...indexSections(first, siteUrl, "##"),
    ...others.flatMap((edition) => {
      const { products, contact } = links(edition, siteUrl);
      return [`## ${edition.language.label} (${edition.language.code})`, "", ...products, ...contact, ""];
    }),
  ].join("\n");
}

function fullText(edition: Edition, siteUrl: string): string[] {
  const { url } = links(edition, siteUrl);
  const { site } = edition;
  const when = (date: string) => formatDate(date, edition.language.intlLocale, edition.dateAtTime);
  const upcoming = edition.events.filter((event) => event.type === "upcoming");
  return [
    ...edition.about.paragraphs.map((paragraph) => `${filled(paragraph, site)}\n`),
    "### Products",
    "",
    ...edition.services.flatMap((service) => [
      `#### [${linkText(service.title)}](${url(service.path)})`,
      "",
      `${service.tagline}`,
      "",
      filled(service.intro, site),
      "",
      ...service.highlights.map((highlight) => `- ${filled(highlight, site)}`),
      "",
      filled(service.closing.text, site),
      "",
    ]),
    "### Pages",
    "",
    ...links(edition, siteUrl).pages,
    "",
    "### Press releases",
    "",
    ...edition.releases.map((release) => `- ${when(release.date)}: ${release.title}. ${release.description}`),
    "",
    ...(upcoming.length
      ? [
          "### Upcoming events",
          "",
          ...upcoming.map((event) => `- ${when(event.date)}: ${event.title}. ${event.description}`),
          "",
        ]
      : []),
    "### Contact",
    "",
    ...links(edition, siteUrl).contact,
    "",
  ];
}

/** llms-full.txt: the same header, then each language's full text under its own H2. */
export function llmsFullTxt(editions: Edition[], siteUrl: string): string {
  const [first, ...others] = editions;
  return [
    ...header(first, siteUrl, others, "llms-full.txt"),
    ...editions.flatMap((edition) => [
      `## ${edition.language.label} (${edition.language.code})`,
      "",
      ...fullText(edition, siteUrl),
    ]),
  ].join("\n");
}

/** Both files' text from a content folder. */
export function llmsFiles(contentDir: string, siteUrl: string): Record<"llms.txt" | "llms-full.txt", string> {
  const languages = readLanguages(contentDir);
  const editions = languages.map((language) => readEdition(contentDir, languages, language));
  return { "llms.txt": llmsTxt(editions, siteUrl), "llms-full.txt": llmsFullTxt(editions, siteUrl) };
}

/** Written with every build, like robots.txt: the site URL (SITE_URL) may differ per build. */
export function writeLlmsTxt({ store }: BuildArgs): void {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata: { siteUrl: string } };
  };
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(program.directory, "content"));
  const files = llmsFiles(contentDir, config.siteMetadata.siteUrl);
  for (const [name, text] of Object.entries(files))
    fs.writeFileSync(path.join(program.directory, "public", name), text);
}
