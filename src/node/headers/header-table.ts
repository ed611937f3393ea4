import { inlineScriptHashes } from "./inline-script-hashes";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, FOLDER_CACHE, SECURITY_HEADERS, contentSecurityPolicy, type Headers } from "./policy";

/** A file of public/ with headers of its own, and the URL path public/_headers names it by. */
export interface FileRule {
  file: string;
  route: string;
  headers: Headers;
}

/** Every header of one build, from which each server's configuration is rendered. */
export interface HeaderTable {
  /** Sent with every response. */
  everywhere: Headers;
  /** Cache-Control of any file no folder or file rule names (Netlify and Cloudflare send the same by default). */
  defaultCacheControl: string;
  /** Folder (relative to public/, ending in "/") to its headers. */
  folders: Record<string, Headers>;
  files: FileRule[];
}

/**
 * The path public/_headers names an HTML file by: team/index.html is /team/, which Netlify
 * matches with or without the slash and Cloudflare Pages serves it at (redirecting /team).
 */
export function routeOfHtmlFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

/**
 * The table for a build: `pages` are its HTML files (relative path and text), `bundles` its
 * hashed JS and CSS files. Each page gets a CSP with the hashes of its own inline scripts.
 */
export function headerTable({
  pages,
  bundles,
  emailOrigin,
}: {
  pages: { file: string; html: string }[];
  bundles: string[];
  emailOrigin: string;
}): HeaderTable {
  const pageRules = pages.map(({ file, html }) => ({
    file,
    route: routeOfHtmlFile(file),
    headers: {
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), emailOrigin }),
    },
  }));
  const bundleRules = bundles.map((file) => ({ file, route: `/${file}`, headers: { "Cache-Control": CACHE_IMMUTABLE } }));
  const folders = Object.fromEntries(Object.entries(FOLDER_CACHE).map(([folder, cache]) => [folder, { "Cache-Control": cache }]));
  return { everywhere: SECURITY_HEADERS, defaultCacheControl: CACHE_REVALIDATE, folders, files: [...pageRules, ...bundleRules] };
}
