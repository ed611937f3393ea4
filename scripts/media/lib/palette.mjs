// The brand palette, read from the design tokens so artwork and CSS cannot drift apart.
import fs from "node:fs";

const tokens = fs.readFileSync("src/styles/tokens.css", "utf8");

/**
 * The value of a `--color-*` custom property of src/styles/tokens.css, e.g. "#d5fd26".
 * @param {string} name without the prefix, e.g. "accent"
 */
export function token(name) {
  const match = tokens.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i"));
  if (!match) throw new Error(`src/styles/tokens.css has no --color-${name}`);
  return match[1];
}

export const ink = token("ink");
export const surface = token("surface");
export const raised = token("raised");
export const line = token("line");
export const text = token("text");
export const muted = token("muted");
export const accent = token("accent");
export const teal = token("teal");
export const success = token("success");
