// `npm run check:content`: the build's content check without the build (CONTENT_DIR honoured).
import { checkContent, problemReport } from "../src/node/check-content";

const { dir, problems } = checkContent(process.cwd());
if (problems.length > 0) {
  console.error(problemReport(dir, problems));
  process.exit(1);
}
console.log(`Content check passed: ${dir}`);
