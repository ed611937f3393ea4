import path from "path";
import type { GatsbyConfig } from "gatsby";
import { jsonTypeName } from "./src/content-model/json-type-name";
import { APP_ICON_SIZES, appIconPath } from "./src/lib/app-icons";
import { CMS_FOLDER } from "./src/lib/cms-folder";
import { readSiteFacts } from "./src/node/site-facts";
import { sitemapOptions } from "./src/node/sitemap-options";

// CONTENT_DIR lets tests build from a copy of content/ (e.g. a deliberately broken one).
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"));
const site = readSiteFacts(contentDir);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // One URL per page on every host, folder form: see src/lib/page-url.ts.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // content/schemas holds the editors' JSON Schemas, not content.
      options: { name: "content", path: contentDir, ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // Name every type after its file (team.json -> TeamJson). By default single-object files
      // are named after their folder, which would merge site.json, home.json ... into one type.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
    // gatsby-plugin-image is not a plugin here: Picture draws gatsbyImageData itself, and the
    // plugin would add its GatsbyImage styles and script to every page.
    // WebP and the source's format, no AVIF: on this flat artwork and these portraits, AVIF at the
    // same quality was larger and no sharper to the eye, and encoding it was most of the clean
    // build's time (the measurements: docs/performance.md, "AVIF cost more than it saved").
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "webp"], quality: 72, placeholder: "dominantColor" },
      },
    },
    // An `artwork` field (content model) may hold a drawing (.svg), which the content check allows
    // where the field takes one and the page draws from its publicURL: sharp's warning for each
    // drawing queried through childImageSharp would fill every build's output with false alarms.
    { resolve: "gatsby-transformer-sharp", options: { checkSupportedExtensions: false } },
    "gatsby-plugin-react-helmet",
    // Lists every built page by absolute URL with its translations; the 404 pages are left out.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        start_url: "/",
        lang: "en-IN",
        background_color: "#0a0e13",
        theme_color: "#0a0e13",
        display: "standalone",
        // Drawn from the logo mark, each size its own small file (scripts/media/brand.ts): the
        // plugin's own resizing wrote full-colour PNGs several times larger, and Chrome fetches
        // one with every first visit.
        icons: APP_ICON_SIZES.map((size) => ({
          src: appIconPath(size).slice(1),
          sizes: `${size}x${size}`,
          type: "image/png",
        })),
        // The favicon is the logo mark's SVG in every page (src/components/layout/favicon.tsx).
        include_favicon: false,
      },
    },
    // The editors' CMS at /admin/: its own page and bundle, built from src/cms (docs/cms.md), by
    // gatsby-plugin-decap-cms's build steps without its code for visitors' pages (plugins/decap-cms-admin).
    {
      resolve: "decap-cms-admin",
      options: {
        modulePath: path.join(__dirname, "src/cms/cms.tsx"),
        publicPath: CMS_FOLDER,
        manualInit: true,
        enableIdentityWidget: false,
        htmlTitle: `${site.name} content editor`,
      },
    },
  ],
};

export default config;
