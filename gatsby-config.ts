import path from "path";
import type { GatsbyConfig } from "gatsby";
import { readSiteFacts } from "./src/node/site-facts";

// CONTENT_DIR lets tests build from a copy of content/ (e.g. a deliberately broken one).
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "content"));
const site = readSiteFacts(contentDir);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    "gatsby-transformer-json",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "avif", "webp"], quality: 72, placeholder: "dominantColor" },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
  ],
};

export default config;
