import { Helmet } from "react-helmet";
import { useSite } from "../../hooks/use-site";
import { pageUrlPath } from "../../lib/page-url";
import { organizationJsonLd, serializeJsonLd } from "../../lib/json-ld";
import { withCompany } from "../../lib/text";

interface SeoProps {
  /** Document title; may contain {company}. */
  title: string;
  description: string;
  /** Route path such as /team; made absolute, in the site's one URL form (/team/), for canonical and og:url. */
  path: string;
  /** Share image path under static/, e.g. /og/default.png. */
  image?: string;
  type?: "website" | "profile" | "article";
  noindex?: boolean;
  /** Structured data for this page, besides the Organization every page carries. */
  jsonLd?: readonly object[];
}

/** The one place that writes page metadata; every page and template renders it once. */
export function Seo({
  title,
  description,
  path,
  image = "/og/default.png",
  type = "website",
  noindex = false,
  jsonLd = [],
}: SeoProps) {
  const site = useSite();
  const fullTitle = withCompany(title, site.name);
  const url = `${site.siteUrl}${pageUrlPath(path)}`;
  const imageUrl = `${site.siteUrl}${image}`;
  return (
    <Helmet htmlAttributes={{ lang: "en-IN" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {!noindex && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#0a0e13" />
      {[organizationJsonLd(site), ...jsonLd].map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
