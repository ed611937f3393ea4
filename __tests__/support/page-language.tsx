import fs from "fs";
import path from "path";
import { LocationProvider, createHistory, createMemorySource } from "@reach/router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { PageLanguageProvider, type PageLanguage } from "../../src/i18n/page-language";
import { translationsOf, type Language } from "../../src/lib/languages";

const contentDir = path.resolve(__dirname, "../../content");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));

/** What wrapPageElement gives a page of the default language at `route`, from the content files. */
export function pageLanguage(route = "/"): PageLanguage {
  const languages = read("languages.json") as Language[];
  return {
    locale: languages[0].code,
    intlLocale: languages[0].intlLocale,
    translations: translationsOf(route, languages),
    chrome: {
      chromeMetadata: { siteMetadata: { siteUrl: "https://www.pravahpay.in" } },
      chromeSite: read("site.json"),
      chromeNavigation: read("navigation.json"),
      chromeUi: read("ui.json"),
      chromeServices: { nodes: read("services.json").map((service: { path: string }) => ({ path: service.path })) },
    },
  };
}

/** render(), inside the router's location and the page-language context every component of a page has. */
export function renderOnPage(ui: ReactElement, route = "/") {
  return render(
    <LocationProvider history={createHistory(createMemorySource(route))}>
      <PageLanguageProvider value={pageLanguage(route)}>{ui}</PageLanguageProvider>
    </LocationProvider>,
  );
}
