import fs from "fs";
import path from "path";
import { contentModel } from "./model";
import { toJsonSchema, type Categories } from "./to-json-schema";
import { toSdl } from "./to-sdl";

/** Where the generated files live, relative to the project root; committed so editors need no build. */
export const SCHEMAS_DIR = "content/schemas";

const NOTICE = "Generated from src/content-model by `npm run content:schemas`; do not edit.";

/** content/team.json is described by content/schemas/team.schema.json. */
export const schemaPath = (file: string) => `${SCHEMAS_DIR}/${file.replace(/\.json$/, ".schema.json")}`;

/**
 * Every generated file, path relative to the project root -> text: a JSON Schema per content
 * file and the GraphQL type definitions, whose diff shows in review what typegen will change.
 * The categories come from `contentDir`, so editing categories.json means regenerating.
 */
export function generatedFiles(contentDir: string): Map<string, string> {
  const categories = JSON.parse(fs.readFileSync(path.join(contentDir, "categories.json"), "utf8")) as Categories;
  const files = new Map<string, string>();
  for (const file of contentModel) {
    const { $schema, ...schema } = toJsonSchema(file, categories);
    files.set(schemaPath(file.file), `${JSON.stringify({ $schema, $comment: NOTICE, ...schema }, null, 2)}\n`);
  }
  files.set(`${SCHEMAS_DIR}/schema.graphql`, `# ${NOTICE}\n\n${toSdl(contentModel)}`);
  return files;
}
