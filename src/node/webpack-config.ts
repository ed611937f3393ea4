import path from "path";
import type { GatsbyNode } from "gatsby";

/**
 * The weight every UI icon is drawn in, and the icons drawn in another: only these reach the
 * bundle (src/node/keep-icon-weight.cjs), so the icon set costs no more than hand-drawn paths.
 */
export const ICON_WEIGHT = "regular";
export const ICON_WEIGHT_EXCEPTIONS = { Star: "fill" };

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
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
