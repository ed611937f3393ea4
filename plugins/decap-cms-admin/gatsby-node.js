// gatsby-plugin-decap-cms's build steps (the /admin/ page and its own bundle), and nothing else:
// its gatsby-browser.js puts a Netlify Identity redirect handler into every visitor page's app
// bundle (about 1.5 kB, dead code here), so the site loads this plugin instead of that one.
//
// Its production bundle is built as the site's own (src/node/webpack-config.ts): source maps are
// written but not named in the files, so none is fetched from the server; the build's prune step
// moves them out of public/ (src/node/prune-build.ts). The plugin copies decap-cms-app.js as
// published, which names its map in a last-line comment and embeds its CSS's maps: both are left out
// of the copy, and Terser, which would only minify it again, skips it.
const path = require("path");
const upstream = require("gatsby-plugin-decap-cms/gatsby-node");
const { stripEmbeddedMaps } = require("./strip-embedded-maps");

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;
/** The copy-webpack-plugin instance the plugin configures (the one its own dependencies resolve). */
const CopyPlugin = require(
  require.resolve("copy-webpack-plugin", {
    paths: [path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json"))],
  }),
);

/**
 * Stand-ins in the CMS bundle for what the previews import but must not carry: `gatsby` (the
 * previews' links import its router helpers; its browser entry is Gatsby's whole runtime) and
 * react-helmet (head tags, which a preview frame has no use for). See src/cms/*-stand-in.tsx.
 */
const STAND_INS = {
  gatsby$: path.resolve(__dirname, "../../src/cms/gatsby-stand-in.tsx"),
  "react-helmet$": path.resolve(__dirname, "../../src/cms/react-helmet-stand-in.tsx"),
};

/**
 * Builds the CMS bundle without Gatsby's runtime, and, in production, like a visitor's: maps
 * written, never named. Throws when the plugin's webpack config changed shape.
 */
function customizeCmsBundle(config, { stage }) {
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...STAND_INS } };
  // A name the stand-in lacks fails the CMS build, rather than drawing undefined in a preview.
  config.module.parser = {
    ...config.module.parser,
    javascript: { ...config.module.parser?.javascript, exportsPresence: "error" },
  };
  if (stage === "develop") return;
  config.devtool = "hidden-source-map";
  const copies = config.plugins.filter((plugin) => plugin instanceof CopyPlugin);
  const scripts = copies.flatMap((plugin) => plugin.patterns ?? []).filter((pattern) => /\.js$/.test(pattern.to));
  if (!scripts.some((pattern) => pattern.to === "decap-cms-app.js")) {
    throw new Error(
      "decap-cms-admin: gatsby-plugin-decap-cms no longer copies decap-cms-app.js with copy-webpack-plugin " +
        "(plugin.patterns); its source-map comment would reach public/admin/: update plugins/decap-cms-admin",
    );
  }
  for (const pattern of scripts) {
    pattern.transform = (content) => stripEmbeddedMaps(content.toString().replace(SOURCE_MAP_COMMENT, "\n")).code;
    // Published minified: Terser would only minify it again, the longest step of the build.
    pattern.info = { ...pattern.info, minimized: true };
  }
}

module.exports = {
  ...upstream,
  onCreateWebpackConfig: (api, options) =>
    upstream.onCreateWebpackConfig(api, { ...options, customizeWebpackConfig: customizeCmsBundle }),
};
