import type { Compiler } from "webpack";
import { checkContent, problemReport } from "./check-content";

/**
 * `gatsby develop`: the content check runs with every compilation, and content/ is watched as a
 * dependency of it, so saving a file under content/ runs the check again. Its problems become a
 * compilation error, which the terminal prints and the browser shows in Gatsby's error overlay,
 * with the same words the build and `npm run check:content` use.
 */
export class ContentCheckPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.afterCompile.tap("ContentCheckPlugin", (compilation) => {
      // Child compilers (CSS extraction) inherit the plugin: the page's own compilation says it once.
      if (compilation.compiler.isChild()) return;
      const { dir, problems } = checkContent(this.root);
      compilation.contextDependencies.add(dir);
      if (problems.length === 0) return;
      const error = new WebpackError(problemReport(dir, problems));
      error.name = "ContentCheckError";
      // webpack would print the stack of this plugin; the editor needs only the problems.
      error.hideStack = true;
      compilation.errors.push(error);
    });
  }
}
