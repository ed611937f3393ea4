// `npm run check:content`: the build's content check without the build (CONTENT_DIR honoured).
import { checkContent, problemReport, warningReport } from "../src/node/check-content";

const { dir, problems, warnings } = checkContent(process.cwd());
if (warnings.length > 0) console.warn(warningReport(warnings));
if (problems.length > 0) {
  console.error(problemReport(dir, problems));
  process.exit(1);
}
console.log(`Content check passed: ${dir}`);
