/** @jest-environment node */
import fs from "fs";
import path from "path";
import { llmsFiles } from "../../src/node/llms-txt";

const contentDir = path.resolve(__dirname, "../../content");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
const SITE = "https://www.example.in";
const files = llmsFiles(contentDir, SITE);

describe("/llms.txt, generated from content/", () => {
  const text = files["llms.txt"];
  const site = read("site.json");

  it("has the llms.txt format: one H1 with the name, a blockquote summary, then H2 sections of links", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${site.name}`);
    expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
    expect(lines[2]).toBe(`> ${site.description}`);
    const sectionLines = lines.slice(lines.findIndex((line) => line.startsWith("## ")));
    // After the first H2, every line is a heading, a list item or blank: no loose prose.
    expect(sectionLines.filter((line) => line && !/^## |^- /.test(line))).toEqual([]);
  });

  it("links every product's page with its one-line summary, in English and in Hindi", () => {
    const english = read("services.json");
    const hindi = read("hi/services.json");
    english.forEach((service: { title: string; path: string; tagline: string }) =>
      expect(text).toContain(`- [${service.title}](${SITE}${service.path}/): ${service.tagline}`),
    );
    expect(text).toContain("## हिन्दी (hi)");
    hindi.forEach((service: { title: string; path: string; tagline: string }) =>
      expect(text).toContain(`- [${service.title}](${SITE}/hi${service.path}/): ${service.tagline}`),
    );
  });

  it("gives the contact routes: the contact page, e-mail, phone, office and grievance officer", () => {
    expect(text).toContain(`(${SITE}/contact/)`);
    expect(text).toContain(`(mailto:${site.email})`);
    expect(text).toContain(`(tel:${site.phone.replace(/[^\d+]/g, "")})`);
    expect(text).toContain(site.address.postalCode);
    expect(text).toContain(`mailto:${site.grievanceOfficer.email}`);
    expect(text).toContain(`${SITE}/llms-full.txt`);
  });

  it("links only pages the site has, and no {tokens}", () => {
    const routes = new Set(read("pages.json").map((page: { path: string }) => page.path));
    const links = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1].slice(SITE.length));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const route = link.replace(/^\/hi(?=\/)/, "").replace(/(.)\/$/, "$1");
      expect(routes.has(route)).toBe(true);
    }
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});

describe("/llms-full.txt", () => {
  const text = files["llms-full.txt"];

  it("carries each product's text in both languages, and dates in each language's words", () => {
    for (const file of ["services.json", "hi/services.json"]) {
      for (const service of read(file)) {
        expect(text).toContain(service.intro.replace(/\{company\}/g, read("site.json").name));
        service.highlights.forEach((highlight: string) => expect(text).toContain(`- ${highlight}`));
      }
    }
    expect(text).toContain("## English (en)");
    expect(text).toContain("## हिन्दी (hi)");
    expect(text).toContain("15 October 2026");
    expect(text).toContain("15 अक्टूबर 2026");
  });
});
