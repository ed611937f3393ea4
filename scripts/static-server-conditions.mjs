// The validators and conditional requests of the static server, answered as nginx answers them
// (ngx_http_not_modified_filter_module and the range filter), so `npm start` and the generated
// nginx config agree on every 304, 412, 206 and If-Range.

/**
 * A file's validators as nginx writes them: ETag "<mtime hex>-<size hex>", weak (W/) once the
 * body is compressed on the fly, and Last-Modified to the second.
 * @param {{ mtimeMs: number, size: number }} stat
 * @param {{ weak?: boolean }} [options]
 */
export function validators({ mtimeMs, size }, { weak = false } = {}) {
  const seconds = Math.floor(mtimeMs / 1000);
  const etag = `"${seconds.toString(16)}-${size.toString(16)}"`;
  return { etag: weak ? `W/${etag}` : etag, lastModified: new Date(seconds * 1000).toUTCString(), seconds };
}

/**
 * An HTTP date to whole seconds, or null when it is not one.
 * @param {string | undefined} value
 */
function seconds(value) {
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

/**
 * Whether an If-Match or If-None-Match list names `etag`: "*" names any; `weak` compares without
 * the W/ prefixes (If-None-Match), otherwise a weak tag never matches (If-Match).
 * @param {string} header
 * @param {string} etag
 * @param {boolean} weak
 */
function namesTag(header, etag, weak) {
  if (header.trim() === "*") return true;
  if (!weak && etag.startsWith("W/")) return false;
  const bare = (/** @type {string} */ tag) => (weak ? tag.replace(/^W\//, "") : tag);
  return header
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => bare(tag) === bare(etag));
}

/**
 * What a 200 answer becomes under the request's preconditions: 412 when If-Unmodified-Since or
 * If-Match fails, 304 when If-None-Match matches or If-Modified-Since is exactly Last-Modified
 * (nginx's default `if_modified_since exact`), else 200.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ etag: string, seconds: number }} file
 * @returns {200 | 304 | 412}
 */
export function preconditionStatus(headers, file) {
  const unmodifiedSince = seconds(headers["if-unmodified-since"]);
  if (headers["if-unmodified-since"] !== undefined && (unmodifiedSince === null || unmodifiedSince < file.seconds))
    return 412;
  if (headers["if-match"] !== undefined && !namesTag(headers["if-match"], file.etag, false)) return 412;
  const noneMatch = headers["if-none-match"];
  const modifiedSince = headers["if-modified-since"];
  if (noneMatch === undefined && modifiedSince === undefined) return 200;
  if (modifiedSince !== undefined && seconds(modifiedSince) !== file.seconds) return 200;
  if (noneMatch !== undefined && !namesTag(noneMatch, file.etag, true)) return 200;
  return 304;
}

/**
 * Whether a Range header applies under If-Range: no If-Range, an entity tag equal to the ETag, or
 * a date equal to Last-Modified. Otherwise the whole file is sent with 200 (RFC 9110, 13.1.5).
 * @param {string | string[] | undefined} ifRange
 * @param {{ etag: string, seconds: number }} file
 */
export function rangeApplies(ifRange, file) {
  if (ifRange === undefined) return true;
  if (Array.isArray(ifRange)) return false;
  if (ifRange.endsWith('"')) return ifRange === file.etag;
  return seconds(ifRange) === file.seconds;
}

/**
 * One byte range of a `size`-byte file from a Range header (RFC 9110): { start, end } inclusive,
 * "unsatisfiable", or null to ignore the header (malformed or several ranges: send it whole).
 * @param {string} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  return start >= size ? "unsatisfiable" : { start, end };
}
