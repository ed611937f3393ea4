// What the serving tests compare between hosts: the headers of the site's policy
// (src/node/headers/policy.ts), read from a response, and the files of the build they are checked on.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_DIR } from "../support/site-data.mjs";

export const SECURITY = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";
// x-robots-tag: only the CMS at /admin/ sends it (noindex); no other response may.
const POLICY_HEADERS = [
  ...Object.keys(SECURITY),
  "permissions-policy",
  "cache-control",
  "content-security-policy",
  "x-robots-tag",
];

/**
 * The policy's headers a response carries, by lower-case name.
 * @param {Response} response
 * @returns {Record<string, string>}
 */
export const policyHeaders = (response) =>
  Object.fromEntries(
    POLICY_HEADERS.map((name) => [name, response.headers.get(name)]).filter(([, value]) => value !== null),
  );

/**
 * A Content-Security-Policy by directive.
 * @param {string | null} csp
 * @returns {Map<string, string[]>}
 */
export const directives = (csp) =>
  new Map(
    /** @type {string} */ (csp)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

/** @param {Response} response */
export function assertSecurityHeaders(response) {
  for (const [name, value] of Object.entries(SECURITY)) assert.equal(response.headers.get(name), value, name);
  const permissions = response.headers.get("permissions-policy");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    assert.match(/** @type {string} */ (permissions), new RegExp(`(^|, )${feature}=\\(\\)`));
}

/**
 * Every file of public/, as the URL path that names it (`/team/index.html`).
 * @returns {string[]}
 */
export function publicFiles() {
  return /** @type {string[]} */ (fs.readdirSync(PUBLIC_DIR, { recursive: true }))
    .filter((file) => fs.statSync(path.join(PUBLIC_DIR, file)).isFile())
    .map((file) => `/${file.split(path.sep).join("/")}`);
}

/** Files in public/ that configure a host (Netlify, Cloudflare Pages) and are never served. */
export const HOST_FILES = ["/_headers", "/_redirects"];

/** Unknown paths in both URL forms, the team profile's and any other. */
export const UNKNOWN_PATHS = ["/no-such-page", "/no-such-page/", "/team/nobody", "/team/nobody/"];
