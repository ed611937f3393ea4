// Writes content/schemas/ from the content model: run after changing src/content-model or
// content/categories.json. A jest test fails while the committed files differ.
import fs from "fs";
import path from "path";
import { generatedFiles, SCHEMAS_DIR } from "../src/content-model/generated";

const root = process.cwd();
const files = generatedFiles(path.join(root, "content"));
fs.rmSync(path.join(root, SCHEMAS_DIR), { recursive: true, force: true });
fs.mkdirSync(path.join(root, SCHEMAS_DIR), { recursive: true });
files.forEach((text, file) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
});
console.log(`Wrote ${files.size} files to ${SCHEMAS_DIR}/`);
