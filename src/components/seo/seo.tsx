import { Helmet } from "react-helmet";
import { useSite } from "../../hooks/use-site";
import { usePageLanguage } from "../../i18n/page-language";
import { pageUrlPath } from "../../lib/page-url";
import { organizationJsonLd, serializeJsonLd, webPageJsonLd } from "../../lib/json-ld";
import { withCompany } from "../../lib/text";

interface SeoProps {
  /** Document title; may contain {company}. */
  title: string;
  description: string;
  /** Route path such as /team; made absolute, in the site's one URL form (/team/), for canonical and og:url. */
  path: string;
  /** Share image path under static/; by default the page's language's (lib/share-image via its translation). */
  image?: string;
  type?: "website" | "profile" | "article";
  noindex?: boolean;
  /** Structured data for this page, besides the Organization every page carries. */
  jsonLd?: readonly object[];
}

/** The one place that writes page metadata; every page and template renders it once. */
export function Seo({ title, description, path, image, type = "website", noindex = false, jsonLd = [] }: SeoProps) {
  const site = useSite();
  const { locale, translations } = usePageLanguage();
  const current = translations.find((translation) => translation.code === locale) ?? translations[0];
  const absolute = (route: string) => `${site.siteUrl}${route}`;
  const fullTitle = withCompany(title, site.name);
  // `path` names the route in the default language; the page's own address is its translation's.
  const url = absolute(current?.path ?? pageUrlPath(path));
  // Unless the page names its own, its language's card (its translation's, set at build).
  const imageUrl = `${site.siteUrl}${image ?? current?.shareImage}`;
  return (
    <Helmet htmlAttributes={{ lang: current?.hreflang }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {!noindex && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex &&
        translations.map((translation) => (
          <link
            key={translation.code}
            rel="alternate"
            hrefLang={translation.hreflang}
            href={absolute(translation.path)}
          />
        ))}
      {!noindex && translations[0] && (
        <link rel="alternate" hrefLang="x-default" href={absolute(translations[0].path)} />
      )}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={current?.ogLocale} />
      {translations
        .filter((translation) => translation !== current)
        .map((translation) => (
          <meta key={translation.code} property="og:locale:alternate" content={translation.ogLocale} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#0a0e13" />
      {[
        organizationJsonLd(site),
        webPageJsonLd({ url, name: fullTitle, inLanguage: current?.hreflang ?? "" }),
        ...jsonLd,
      ].map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
