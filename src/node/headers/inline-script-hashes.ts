import { createHash } from "crypto";

// A script element's text ends at the first "</script" (HTML's raw-text rule); attributes are
// read only for src and type.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");

/** Types a browser runs: none, a JavaScript MIME type, or "module" (HTML spec, "prepare the script element"). */
const EXECUTABLE_TYPE =
  /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A CSP hash source for an element's text as the browser hashes it (the parser turns CRLF into LF). */
export function inlineHashSource(text: string): string {
  const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
  return `'sha256-${digest}'`;
}

/**
 * The hash sources of every inline script in `html` that a browser would execute, once each in
 * document order. Scripts with src, and data blocks such as JSON-LD, are not executed and not hashed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim();
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(inlineHashSource(text));
  }
  return [...hashes];
}

/** The hash sources of every inline <style> element in `html`, once each in document order. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE)].map(([, text]) => inlineHashSource(text)))];
}
