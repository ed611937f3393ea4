import fs from "fs";
import path from "path";
import type { Language } from "../lib/languages";

/** content/languages.json, for the build's Node side (CONTENT_DIR overrides the folder, as in gatsby-config). */
export function readLanguages(contentDir = process.env.CONTENT_DIR ?? path.resolve("content")): Language[] {
  return JSON.parse(fs.readFileSync(path.join(contentDir, "languages.json"), "utf8")) as Language[];
}
