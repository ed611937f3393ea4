import type { GatsbyConfig } from "gatsby";

// The floor the site is measured against (scripts/bench.mjs): Gatsby's defaults plus react-helmet,
// which the site uses for its metadata. Nothing else: every byte over this is the site's own.
const config: GatsbyConfig = {
  siteMetadata: { title: "Bare Gatsby page", siteUrl: "http://127.0.0.1" },
  jsxRuntime: "automatic",
  plugins: ["gatsby-plugin-react-helmet"],
};

export default config;
