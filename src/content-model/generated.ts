import fs from "fs";
import path from "path";
import { contentModel } from "./model";
import { toJsonSchema } from "./to-json-schema";
import { toSdl } from "./to-sdl";
import { contentFolder, type Language } from "../lib/languages";

/** Where the generated files live, relative to the project root; committed so editors need no build. */
export const SCHEMAS_DIR = "content/schemas";

const NOTICE = "Generated from src/content-model by `npm run content:schemas`; do not edit.";

/** The content folder of each language of content/languages.json, relative to content/: "" for the default, then "hi", ... */
export function languageFolders(contentDir: string): string[] {
  const languages = JSON.parse(fs.readFileSync(path.join(contentDir, "languages.json"), "utf8")) as Language[];
  return languages.map((language) => contentFolder(languages, language.code));
}

/** content/team.json is described by content/schemas/team.schema.json, content/hi/team.json by content/schemas/hi/team.schema.json. */
export const schemaPath = (file: string) => `${SCHEMAS_DIR}/${file.replace(/\.json$/, ".schema.json")}`;

/**
 * Every generated file, path relative to the project root -> text: a JSON Schema per content
 * file and the GraphQL type definitions, whose diff shows in review what typegen will change.
 */
export function generatedFiles(contentDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of languageFolders(contentDir)) {
    for (const file of contentModel.filter((model) => folder === "" || !model.shared)) {
      const { $schema, ...schema } = toJsonSchema(file);
      files.set(
        schemaPath(path.posix.join(folder, file.file)),
        `${JSON.stringify({ $schema, $comment: NOTICE, ...schema }, null, 2)}\n`,
      );
    }
  }
  files.set(`${SCHEMAS_DIR}/schema.graphql`, `# ${NOTICE}\n\n${toSdl(contentModel)}`);
  return files;
}
