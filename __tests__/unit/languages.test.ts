/** @jest-environment node */
import {
  contentFolder,
  formatNumber,
  languageOfPath,
  localizeHref,
  localizedPath,
  splitLanguage,
  translationsOf,
  type Language,
} from "../../src/lib/languages";
import { fill } from "../../src/lib/text";
import { servedInItsLanguage } from "../../src/hydrate-in-transition";

const languages: Language[] = [
  { code: "en", hreflang: "en-IN", label: "English", intlLocale: "en-IN", ogLocale: "en_IN" },
  { code: "hi", hreflang: "hi-IN", label: "हिन्दी", intlLocale: "hi-IN", ogLocale: "hi_IN" },
];

describe("languages", () => {
  it("keeps the default language's content at the root of content/ and the others in their folder", () => {
    expect(contentFolder(languages, "en")).toBe("");
    expect(contentFolder(languages, "hi")).toBe("hi");
  });

  it("puts a route under a language's prefix in the one URL form", () => {
    expect(localizedPath("/", "")).toBe("/");
    expect(localizedPath("/team", "")).toBe("/team/");
    expect(localizedPath("/", "hi")).toBe("/hi/");
    expect(localizedPath("/team/aarav-malhotra", "hi")).toBe("/hi/team/aarav-malhotra/");
  });

  it("tells a path's language and route apart", () => {
    expect(splitLanguage("/hi/team/x/", ["", "hi"])).toEqual({ prefix: "hi", path: "/team/x/" });
    expect(splitLanguage("/hi/", ["", "hi"])).toEqual({ prefix: "hi", path: "/" });
    expect(splitLanguage("/hi", ["", "hi"])).toEqual({ prefix: "hi", path: "/" });
    // A route that merely starts with the letters is not in the language.
    expect(splitLanguage("/hiring/", ["", "hi"])).toEqual({ prefix: "", path: "/hiring/" });
    expect(splitLanguage("/team/", ["", "hi"])).toEqual({ prefix: "", path: "/team/" });
  });

  it("localizes the content's internal links and leaves every other link alone", () => {
    expect(localizeHref("/team", "hi")).toBe("/hi/team");
    expect(localizeHref("/#contact", "hi")).toBe("/hi/#contact");
    expect(localizeHref("/team", "")).toBe("/team");
    for (const href of [
      "https://x.com/pravahpay",
      "mailto:support@pravahpay.in",
      "tel:+911244000512",
      "#faq",
      "//evil",
    ]) {
      expect(localizeHref(href, "hi")).toBe(href);
    }
  });

  it("lists every language's address of a route, default first", () => {
    expect(translationsOf("/contact", languages).map(({ code, path }) => [code, path])).toEqual([
      ["en", "/contact/"],
      ["hi", "/hi/contact/"],
    ]);
  });

  it("groups numbers the Indian way in Hindi", () => {
    expect(formatNumber(1234567, "hi-IN")).toBe("12,34,567");
    expect(formatNumber(42, "hi-IN")).toBe("42");
  });

  it("fills the tokens of a UI text, leaving unknown ones visible", () => {
    expect(fill("{author} ने शुरू की", { author: "Asha" })).toBe("Asha ने शुरू की");
    expect(fill("{count} {items} found", { count: 3, items: "discussions" })).toBe("3 discussions found");
    expect(fill("Hello {who}", {})).toBe("Hello {who}");
  });
});

describe("a page served in another language than its address's", () => {
  it("knows the language of a path by its prefix, the default's without one", () => {
    const languages = [{ code: "en" }, { code: "hi" }];
    expect(languageOfPath("/hi/nope/", languages).code).toBe("hi");
    expect(languageOfPath("/hi", languages).code).toBe("hi");
    expect(languageOfPath("/history/", languages).code).toBe("en");
    expect(languageOfPath("/nope/", languages).code).toBe("en");
  });

  it("hydrates only HTML in its address's language (a root-only host serves /hi/x the English 404)", () => {
    expect(servedInItsLanguage("/hi/nope/", "en-IN")).toBe(false);
    expect(servedInItsLanguage("/hi/nope/", "hi-IN")).toBe(true);
    expect(servedInItsLanguage("/nope/", "en-IN")).toBe(true);
  });
});
