// A small static server for public/: what a CDN does, on loopback only, answering like the
// generated nginx config. Unknown paths get Gatsby's 404.html with status 404; a malformed request
// gets a 4xx and the server keeps serving.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The response headers a file of public/ is served with.
 * @typedef {(file: string) => Record<string, string>} HeadersFor
 */
/** @typedef {{ url: string, close: () => Promise<void> }} StaticServer */

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
const ALLOWED_METHODS = "GET, HEAD";
/** Files of public/ that configure a host and are never served (nginx answers 404 for them too). */
const HOST_FILES = new Set(["_headers", "_redirects"]);
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/**
 * The decoded path, or null when it is malformed (bad percent-encoding, NUL, backslash).
 * @param {string} rawPath
 * @returns {string | null}
 */
function decodePath(rawPath) {
  try {
    const decoded = decodeURIComponent(rawPath);
    return /[\0\\]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * The file of `root` a decoded path names, inside root and not a host's configuration, or null.
 * @param {string} root
 * @param {string} decodedPath
 * @returns {string | null}
 */
function existingFile(root, decodedPath) {
  const full = path.join(root, path.normalize(decodedPath));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (HOST_FILES.has(path.relative(root, full))) return null;
  return fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
}

/**
 * What a decoded path is, the way Cloudflare Pages and Netlify see a build: a page is a folder
 * served at its path with a trailing slash (/team/ is team/index.html), a file is served as
 * named, and a folder page asked for without its slash (/team) redirects to it.
 * @param {string} root
 * @param {string} decodedPath
 * @returns {{ file: string } | { redirectToFolder: true } | null}
 */
function resolvePath(root, decodedPath) {
  if (decodedPath.endsWith("/")) {
    const page = existingFile(root, `${decodedPath}index.html`);
    return page ? { file: page } : null;
  }
  const file = existingFile(root, decodedPath);
  if (file) return { file };
  return existingFile(root, `${decodedPath}/index.html`) ? { redirectToFolder: true } : null;
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

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 * @param {number} status
 * @param {HeadersFor} headersFor
 */
function send(req, res, file, status, headersFor) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const size = fs.statSync(file).size;
  // Compress text the way a CDN does, so measured transfer sizes are the real ones.
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  /** @type {http.OutgoingHttpHeaders} */
  const headers = { "Content-Type": type, Vary: "Accept-Encoding", ...headersFor(file) };
  if (gzip) {
    headers["Content-Encoding"] = "gzip";
    res.writeHead(status, headers);
    if (req.method === "HEAD") return res.end();
    return fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
  }
  headers["Accept-Ranges"] = "bytes";
  const range = status === 200 && req.headers.range ? byteRange(req.headers.range, size) : null;
  if (range === "unsatisfiable") {
    return res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 }).end();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  headers["Content-Length"] = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : status, headers);
  if (req.method === "HEAD" || size === 0) return res.end();
  return fs.createReadStream(file, { start, end }).pipe(res);
}

/**
 * A short plain-text error with the given headers.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {http.OutgoingHttpHeaders} headers
 */
function fail(res, status, message, headers) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(message),
  });
  res.end(message);
}

/**
 * The 404 page for an unknown path: the nearest 404.html up its folders, as Cloudflare Pages
 * answers (/hi/x/ gets /hi/404.html, the Hindi one; /x/ gets /404.html).
 * @param {string} root
 * @param {string} decodedPath
 * @returns {string | undefined}
 */
function nearestNotFound(root, decodedPath) {
  const folders = decodedPath.split("/").slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...folders.slice(0, depth), "404.html");
    // A file only: page-data/404.html/ is a folder of Gatsby's.
    if (candidate.startsWith(root + path.sep) && isFile(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Whether a path is a file. Any error means no: a "folder" of the request that is a file on disk
 * (/_headers/) makes stat throw ENOTDIR, which throwIfNoEntry does not cover.
 * @param {string} file
 */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `root` on host:port (port 0 picks a free one). `headersFor(file)` adds response
 * headers. `rootNotFoundOnly` answers every unknown path with the root 404.html, as a host without
 * the build's rules does (the tests' stand-in for one). Resolves to { url, close }.
 * @param {{ root: string, host?: string, port?: number, headersFor?: HeadersFor, rootNotFoundOnly?: boolean }} options
 * @returns {Promise<StaticServer>}
 */
export function startStaticServer({
  root,
  host = "127.0.0.1",
  port = 0,
  headersFor = () => ({}),
  rootNotFoundOnly = false,
}) {
  const absoluteRoot = path.resolve(root);
  const notFound = path.join(absoluteRoot, "404.html");
  // Errors and redirects carry the headers every response has (those of the 404 page), never cached.
  const errorHeaders = () => ({ ...headersFor(notFound), "Cache-Control": "no-store" });
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return fail(res, 405, "Method not allowed\n", { ...errorHeaders(), Allow: ALLOWED_METHODS });
    }
    const rawUrl = req.url ?? "/";
    const [rawPath, query] = rawUrl.split(/\?(.*)/s, 2);
    const decoded = rawPath.startsWith("/") ? decodePath(rawPath) : null;
    if (decoded === null) return fail(res, 400, "Bad request\n", errorHeaders());
    const resolved = resolvePath(absoluteRoot, decoded);
    // A folder page without its slash: redirect like nginx, relative, from the raw path (still
    // percent-encoded, so nothing decoded reaches a header), query kept, one leading slash.
    if (resolved && "redirectToFolder" in resolved) {
      const target = `/${rawPath.replace(/^\/+/, "")}/${query === undefined ? "" : `?${query}`}`;
      res.writeHead(301, { ...errorHeaders(), Location: target, "Content-Length": 0 });
      return res.end();
    }
    if (resolved) return send(req, res, resolved.file, 200, headersFor);
    const nearest = rootNotFoundOnly ? (isFile(notFound) ? notFound : null) : nearestNotFound(absoluteRoot, decoded);
    if (nearest) return send(req, res, nearest, 404, headersFor);
    return fail(res, 404, "Not found\n", headersFor(notFound));
  });
  // Node hands CONNECT to its own event and drops the socket when nobody listens: answer it too.
  server.on("connect", (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
