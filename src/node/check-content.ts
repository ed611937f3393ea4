import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { ABOUT_PATHS } from "./create-pages";
import { contentWarnings, validateContent } from "./validate-content";

/** Paths of the standalone service pages; a broken services.json is reported by its own rules. */
function servicePaths(contentDir: string): string[] {
  try {
    const services = JSON.parse(fs.readFileSync(path.join(contentDir, "services.json"), "utf8")) as {
      path?: unknown;
    }[];
    return services.map((service) => service.path).filter((value): value is string => typeof value === "string");
  } catch {
    return [];
  }
}

/** Every route whose title and h1 come from pages.json: src/pages files and pages made in createPages. */
function pageRoutes(pagesDir: string, contentDir: string): string[] {
  const files = fs.readdirSync(pagesDir).filter((file) => file.endsWith(".tsx"));
  const routes = files.map((file) => `/${file.replace(/\.tsx$/, "").replace(/^index$/, "")}`);
  return [...routes, ...ABOUT_PATHS, ...servicePaths(contentDir)];
}

/**
 * Checks the content folder of the project at `root` (CONTENT_DIR overrides it, as in
 * gatsby-config) the way the build does; `npm run check:content` runs the same function.
 */
export function checkContent(root: string): { dir: string; problems: string[]; warnings: string[] } {
  const dir = path.resolve(process.env.CONTENT_DIR ?? path.join(root, "content"));
  const problems = validateContent(dir, {
    staticDir: path.join(root, "static"),
    requiredPaths: pageRoutes(path.join(root, "src/pages"), dir),
  });
  return { dir, problems, warnings: contentWarnings(dir) };
}

export const warningReport = (warnings: string[]) =>
  `Content warning: ${warnings.length} thing(s) to update soon (the build goes on)\n${warnings.map((w) => `  - ${w}`).join("\n")}`;

export const problemReport = (dir: string, problems: string[]) =>
  `Content check failed: ${problems.length} problem(s) in ${dir}\n${problems.map((p) => `  - ${p}`).join("\n")}`;

/**
 * Stops the build before anything else when content/ has a mistake, saying where it is. The
 * development server starts anyway, so the editor can fix the file and watch the message go:
 * it prints the problems here and, on every change, in the browser (ContentCheckPlugin).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { dir, problems, warnings } = checkContent(store.getState().program.directory as string);
  if (warnings.length > 0) reporter.warn(warningReport(warnings));
  if (problems.length === 0) return;
  if (process.env.gatsby_executing_command === "develop") reporter.error(problemReport(dir, problems));
  else reporter.panic(problemReport(dir, problems));
};
