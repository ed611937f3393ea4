import path from "path";
import type { GatsbyNode } from "gatsby";

/**
 * The weight every UI icon is drawn in, and the icons drawn in another: only these reach the
 * bundle (src/node/keep-icon-weight.cjs), so the icon set costs no more than hand-drawn paths.
 */
export const ICON_WEIGHT = "regular";
export const ICON_WEIGHT_EXCEPTIONS = { Star: "fill" };

/**
 * Chromium's explicit compile hint (Chrome 136+; other browsers read a comment): compile every
 * function of the file while it streams in, off the main thread. Without it, each webpack module
 * factory is compiled lazily on the main thread when the app starts, in the one task that runs
 * React and the app (12 to 17 ms on the benchmark host, 110 to 160 ms on Lighthouse's phone).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The scripts every page runs as it loads: React and the app (Gatsby's `framework` and `app` chunks). */
export const LOAD_SCRIPTS = /^(app|framework)-[0-9a-f]+\.js$/;

/**
 * The banner goes in after minification (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which
 * would strip the comment, and before the content hashes are computed.
 */
const AFTER_MINIFICATION = 401;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, include: LOAD_SCRIPTS, stage: AFTER_MINIFICATION })],
    });
  }
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /@phosphor-icons[\\/]react[\\/]dist[\\/]defs[\\/][^\\/]+\.es\.js$/,
          use: [
            {
              loader: path.resolve("src/node/keep-icon-weight.cjs"),
              options: { weight: ICON_WEIGHT, exceptions: ICON_WEIGHT_EXCEPTIONS },
            },
          ],
        },
      ],
    },
  });
};
