import { usePageLanguage } from "../i18n/page-language";
import { required } from "../lib/required";

/** Company facts, navigation and the built site URL, in the page's language: the one place components read them from. */
export function useSite() {
  const { chrome } = usePageLanguage();
  return {
    ...required(chrome.chromeSite, "site.json"),
    siteUrl: chrome.chromeMetadata?.siteMetadata?.siteUrl ?? "",
    navigation: required(chrome.chromeNavigation, "navigation.json"),
    productPaths: chrome.chromeServices.nodes.map((service) => service.path),
  };
}

export type SiteFacts = ReturnType<typeof useSite>;
