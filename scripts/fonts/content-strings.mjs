// The text the self-hosted faces must draw: every string of the content files, in every language.
import fs from "node:fs";
import path from "node:path";

/**
 * Every string value of a JSON document, however deep.
 * @param {unknown} value
 * @returns {Generator<string>}
 */
function* strings(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* strings(item);
}

/**
 * Every string of every content file in `dir` (content/, content/hi/).
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* contentStrings(dir) {
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    yield* strings(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
  }
}

/**
 * The content folders of every language: content/ (the default language's) and each translation's
 * (content/hi/), as content/languages.json lists them.
 * @param {string} root the project's folder
 * @returns {string[]}
 */
export function contentDirs(root) {
  const languages = JSON.parse(fs.readFileSync(path.join(root, "content/languages.json"), "utf8"));
  return [
    path.join(root, "content"),
    ...languages.slice(1).map((/** @type {{ code: string }} */ language) => path.join(root, "content", language.code)),
  ];
}
