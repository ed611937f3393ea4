import { inlineScriptHashes, inlineStyleHashes } from "./inline-script-hashes";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CMS_HEADERS,
  EMBEDDABLE,
  EMBEDDABLE_FOLDERS,
  FOLDER_CACHE,
  SECURITY_HEADERS,
  contentSecurityPolicy,
  type Headers,
} from "./policy";
import { CMS_FOLDER } from "../../lib/cms-folder";

/** A file of public/ with headers of its own. */
export interface FileRule {
  file: string;
  headers: Headers;
}

/** Every header of one build, from which each server's configuration is rendered. */
export interface HeaderTable {
  /** Sent with every response, the site's one Content-Security-Policy included. */
  everywhere: Headers;
  /** Cache-Control of any file no folder or file rule names (Netlify and Cloudflare send the same by default). */
  defaultCacheControl: string;
  /** Folder (relative to public/, ending in "/") to the headers its files send instead of the others. */
  folders: Record<string, Headers>;
  /** Files cached apart from the default: webpack's content-hashed bundles. */
  files: FileRule[];
}

/**
 * The table for a build: `pages` are its HTML files (relative path and text), `bundles` its
 * hashed JS and CSS files. One CSP allows the inline scripts and styles of every page, so every
 * response, a host's 404 for an unknown path included, carries the same policy.
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
  const union = (hashesOf: (html: string) => string[]) => [...new Set(pages.flatMap(({ html }) => hashesOf(html)))];
  const csp = contentSecurityPolicy({
    scriptHashes: union(inlineScriptHashes),
    styleHashes: union(inlineStyleHashes),
    emailOrigin,
  });
  const folders: Record<string, Headers> = Object.fromEntries(
    Object.entries(FOLDER_CACHE).map(([folder, cache]) => [folder, { "Cache-Control": cache }]),
  );
  for (const folder of EMBEDDABLE_FOLDERS) folders[folder] = { ...folders[folder], ...EMBEDDABLE };
  folders[`${CMS_FOLDER}/`] = CMS_HEADERS;
  return {
    everywhere: { ...SECURITY_HEADERS, "Content-Security-Policy": csp },
    defaultCacheControl: CACHE_REVALIDATE,
    folders,
    files: bundles.map((file) => ({ file, headers: { "Cache-Control": CACHE_IMMUTABLE } })),
  };
}
