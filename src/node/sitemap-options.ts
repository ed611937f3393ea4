import type { Translation } from "../lib/languages";

interface SitemapPage {
  path: string;
  pageContext?: { translations?: Translation[] };
}

/**
 * gatsby-plugin-sitemap's options: every real page of every language, each with its
 * translations as xhtml:link alternates (and the default language's as x-default), the form
 * search engines take hreflang from in a sitemap. The 404 pages of every language stay out.
 */
export const sitemapOptions = {
  excludes: ["/404", "/404.html", "/dev-404-page", "/*/404", "/*/404.html"],
  query: `
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
    }
  `,
  serialize: ({ path, pageContext }: SitemapPage) => {
    const translations = pageContext?.translations ?? [];
    return {
      url: path,
      changefreq: "daily",
      priority: 0.7,
      links: [
        ...translations.map((translation) => ({ lang: translation.hreflang, url: translation.path })),
        ...translations.slice(0, 1).map((translation) => ({ lang: "x-default", url: translation.path })),
      ],
    };
  },
};
