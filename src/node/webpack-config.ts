import type { GatsbyNode } from "gatsby";
import { ContentCheckPlugin } from "./content-check-plugin";

/**
 * Chromium's explicit compile hint (Chrome 136+; other browsers read a comment): compile every
 * function of the file while it streams in, off the main thread. Without it, each webpack module
 * factory is compiled lazily on the main thread when the app starts, in the one task that runs
 * React and the app, a long task on Lighthouse's phone (docs/performance.md).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The scripts every page runs as it loads: React and the app (Gatsby's `framework` and `app` chunks). */
const LOAD_SCRIPTS = /^(app|framework)-[0-9a-f]+\.js$/;

/**
 * The banner goes in after minification (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which
 * would strip the comment, and before the content hashes are computed.
 */
const AFTER_MINIFICATION = 401;

/**
 * CSS Modules class names in the built site: a 6-character hash of file and class name instead of
 * Gatsby's `[name]--[local]--[hash]` (`footer-module--group--aa741`). Long pages carry 500 and more
 * class attributes, and the inlined CSS names each class again, so short names make the HTML
 * measurably smaller. Letters only, so no name needs escaping. Both build stages derive the same name from the
 * same file and class.
 */
const BUILT_CLASS_NAME = "[hash:base52:6]";

type LoaderUse = { loader?: string; options?: { modules?: unknown } };
type Rule = { oneOf?: Rule[]; use?: unknown };

/** Sets `localIdentName` on every CSS Modules css-loader of a webpack config's rules, in place. */
export function setCssModuleClassNames(rules: Rule[], localIdentName: string): number {
  let changed = 0;
  for (const rule of rules) {
    if (rule.oneOf) changed += setCssModuleClassNames(rule.oneOf, localIdentName);
    for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
        Object.assign(modules, { localIdentName });
        changed += 1;
      }
    }
  }
  return changed;
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  getConfig,
  plugins,
  stage,
  store,
}) => {
  if (stage === "develop") {
    actions.setWebpackConfig({
      plugins: [new ContentCheckPlugin(store.getState().program.directory as string)],
    });
  }
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, include: LOAD_SCRIPTS, stage: AFTER_MINIFICATION })],
    });
  }
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig();
    // Gatsby's loaders change shape between versions: a build that finds none stops here.
    if (setCssModuleClassNames(config.module.rules, BUILT_CLASS_NAME) === 0) {
      throw new Error("webpack-config: no CSS Modules loader found to set the built class names on");
    }
    // Source maps are written for whoever decodes a production stack trace, never referenced from
    // the bundles: pruneBuild moves them out of public/, so no host serves the site's source.
    if (stage === "build-javascript") config.devtool = "hidden-source-map";
    actions.replaceWebpackConfig(config);
  }
};
