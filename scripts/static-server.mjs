// A small static server for public/: what a CDN does, on loopback only, answering like the
// generated nginx config. Unknown paths get Gatsby's 404.html with status 404; a malformed request
// gets a 4xx and the server keeps serving.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import { byteRange, preconditionStatus, rangeApplies, validators } from "./static-server-conditions.mjs";

/**
 * The response headers a file of public/ is served with.
 * @typedef {(file: string) => Record<string, string>} HeadersFor
 */
/** @typedef {{ url: string, close: () => Promise<void> }} StaticServer */
/** The root as given (absolute) and its real path, every link followed. @typedef {{ root: string, realRoot: string }} Roots */

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
  // The CMS reads /admin/config.yml only when it is served as YAML.
  ".yml": "text/yaml; charset=utf-8",
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
 * Whether `file` is a file whose real path, every symbolic link followed, is still inside
 * `realRoot` (the root's own real path): a link out of public/ (to /etc/passwd, a linked folder)
 * is not served, as nginx's `disable_symlinks` refuses it. Any error means no: a "folder" of the
 * request that is a file on disk (/_headers/) makes stat throw ENOTDIR.
 * @param {string} realRoot
 * @param {string} file
 */
function isFileInside(realRoot, file) {
  try {
    const real = fs.realpathSync(file);
    return real.startsWith(realRoot + path.sep) && fs.statSync(real).isFile();
  } catch {
    return false;
  }
}

/**
 * The file of `root` a decoded path names, inside root and not a host's configuration, or null.
 * @param {Roots} roots
 * @param {string} decodedPath
 * @returns {string | null}
 */
function existingFile({ root, realRoot }, decodedPath) {
  const full = path.join(root, path.normalize(decodedPath));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  if (HOST_FILES.has(path.relative(root, full))) return null;
  return isFileInside(realRoot, full) ? full : null;
}

/**
 * What a decoded path is, the way Cloudflare Pages and Netlify see a build: a page is a folder
 * served at its path with a trailing slash (/team/ is team/index.html), a file is served as
 * named, and a folder page asked for without its slash (/team) redirects to it.
 * @param {Roots} roots
 * @param {string} decodedPath
 * @returns {{ file: string } | { redirectToFolder: true } | null}
 */
function resolvePath(roots, decodedPath) {
  if (decodedPath.endsWith("/")) {
    const page = existingFile(roots, `${decodedPath}index.html`);
    return page ? { file: page } : null;
  }
  const file = existingFile(roots, decodedPath);
  if (file) return { file };
  return existingFile(roots, `${decodedPath}/index.html`) ? { redirectToFolder: true } : null;
}

/**
 * The bytes to send for `file`: the build's precompressed `<file>.gz` when the client takes gzip
 * and it is there (nginx's gzip_static), else the file itself, gzipped on the fly when its type
 * compresses and the client takes gzip (as a CDN does, so measured transfer sizes are real).
 * @param {Roots} roots
 * @param {http.IncomingMessage} req
 * @param {string} file
 * @param {string} type
 * @returns {{ path: string, encoding: "precompressed" | "gzip" | "identity" }}
 */
function representation({ realRoot }, req, file, type) {
  const takesGzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (takesGzip && isFileInside(realRoot, `${file}.gz`)) return { path: `${file}.gz`, encoding: "precompressed" };
  return { path: file, encoding: takesGzip && COMPRESSIBLE.test(type) ? "gzip" : "identity" };
}

/**
 * Logs a failed read and answers 500 when nothing was sent yet, else cuts the response short
 * (its Content-Length or chunking tells the client it is incomplete). The server keeps serving.
 * @param {http.ServerResponse} res
 * @param {string} what
 * @param {unknown} error
 * @param {() => http.OutgoingHttpHeaders} errorHeaders
 */
function readFailed(res, what, error, errorHeaders) {
  console.error(`static-server: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  if (!res.headersSent) return fail(res, 500, "Internal server error\n", errorHeaders());
  res.destroy();
}

/**
 * Sends a file with `status` (200, or 404 for the 404 page). The file is opened before anything
 * is written, so a failing open (EMFILE when descriptors run out) is a 500, and a read that fails
 * while streaming (EIO) ends that response only. Validators, conditional requests and ranges as
 * nginx answers them (static-server-conditions.mjs).
 * @param {Roots} roots
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 * @param {200 | 404} status
 * @param {HeadersFor} headersFor
 * @param {() => http.OutgoingHttpHeaders} errorHeaders
 */
async function send(roots, req, res, file, status, headersFor, errorHeaders) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const chosen = representation(roots, req, file, type);
  /** @type {fs.promises.FileHandle | undefined} */
  let opened;
  /** @type {fs.Stats} */
  let stat;
  try {
    opened = await fs.promises.open(chosen.path, "r");
    stat = await opened.stat();
  } catch (error) {
    await opened?.close().catch(() => {});
    return readFailed(res, chosen.path, error, errorHeaders);
  }
  const handle = opened;
  const finish = () => {
    handle.close().catch(() => {});
    res.end();
  };
  /** @param {{ start?: number, end?: number }} [range] */
  const stream = (range = {}) => {
    // The stream closes the handle when it ends or fails.
    const body = handle.createReadStream(range);
    /** @param {NodeJS.ErrnoException | null} error */
    const settled = (error) => {
      // A client that leaves early is no failure of the file.
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") readFailed(res, chosen.path, error, errorHeaders);
    };
    if (chosen.encoding === "gzip") pipeline(body, zlib.createGzip(), res, settled);
    else pipeline(body, res, settled);
  };

  /** @type {http.OutgoingHttpHeaders} */
  const headers = { "Content-Type": type, Vary: "Accept-Encoding", ...headersFor(file) };
  if (chosen.encoding !== "identity") headers["Content-Encoding"] = "gzip";
  const file200 = validators(stat);
  // A body compressed on the fly is not the file's bytes: its tag is weak, as nginx's is.
  headers.ETag = chosen.encoding === "gzip" ? `W/${file200.etag}` : file200.etag;
  // nginx dates and checks preconditions only on what it answers 200 (the 404 page keeps its tag).
  if (status === 200) {
    headers["Last-Modified"] = file200.lastModified;
    const precondition = preconditionStatus(req.headers, file200);
    if (precondition === 304) {
      // No body is compressed for a 304: nginx sends the file's own, strong tag.
      const { "Content-Type": _type, "Content-Encoding": _encoding, ...kept } = headers;
      res.writeHead(304, { ...kept, ETag: file200.etag });
      return finish();
    }
    if (precondition === 412) {
      handle.close().catch(() => {});
      return fail(res, 412, "Precondition failed\n", errorHeaders());
    }
  }
  // Compressed bytes are sent whole, as nginx does (its gzip and gzip_static answer no range).
  if (chosen.encoding !== "identity") {
    if (chosen.encoding === "precompressed") headers["Content-Length"] = stat.size;
    res.writeHead(status, headers);
    return req.method === "HEAD" ? finish() : stream();
  }
  // Ranges are offered on a 200 only, as nginx's range filter does.
  if (status === 200) headers["Accept-Ranges"] = "bytes";
  const size = stat.size;
  const ranged = status === 200 && req.headers.range !== undefined && rangeApplies(req.headers["if-range"], file200);
  const range = ranged ? byteRange(/** @type {string} */ (req.headers.range), size) : null;
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 });
    return finish();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  // A part names its range instead of announcing that ranges exist (nginx's range filter).
  if (range) {
    headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    delete headers["Accept-Ranges"];
  }
  headers["Content-Length"] = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : status, headers);
  if (req.method === "HEAD" || size === 0) return finish();
  return stream({ start, end });
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
 * @param {Roots} roots
 * @param {string} decodedPath
 * @returns {string | undefined}
 */
function nearestNotFound({ root, realRoot }, decodedPath) {
  const folders = decodedPath.split("/").slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...folders.slice(0, depth), "404.html");
    // A file only: page-data/404.html/ is a folder of Gatsby's.
    if (candidate.startsWith(root + path.sep) && isFileInside(realRoot, candidate)) return candidate;
  }
  return undefined;
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
  /** @type {Roots} */
  const roots = { root: absoluteRoot, realRoot: fs.realpathSync(absoluteRoot) };
  const notFound = path.join(absoluteRoot, "404.html");
  // Errors and redirects carry the headers every response has (those of the 404 page), never cached.
  const errorHeaders = () => ({ ...headersFor(notFound), "Cache-Control": "no-store" });
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const answer = async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return fail(res, 405, "Method not allowed\n", { ...errorHeaders(), Allow: ALLOWED_METHODS });
    }
    const rawUrl = req.url ?? "/";
    const [rawPath, query] = rawUrl.split(/\?(.*)/s, 2);
    const decoded = rawPath.startsWith("/") ? decodePath(rawPath) : null;
    if (decoded === null) return fail(res, 400, "Bad request\n", errorHeaders());
    const resolved = resolvePath(roots, decoded);
    // A folder page without its slash: redirect like nginx, relative, from the raw path (still
    // percent-encoded, so nothing decoded reaches a header), query kept, one leading slash.
    if (resolved && "redirectToFolder" in resolved) {
      const target = `/${rawPath.replace(/^\/+/, "")}/${query === undefined ? "" : `?${query}`}`;
      res.writeHead(301, { ...errorHeaders(), Location: target, "Content-Length": 0 });
      return res.end();
    }
    if (resolved) return send(roots, req, res, resolved.file, 200, headersFor, errorHeaders);
    const nearest = rootNotFoundOnly
      ? fs.existsSync(notFound)
        ? notFound
        : undefined
      : nearestNotFound(roots, decoded);
    if (nearest) return send(roots, req, res, nearest, 404, headersFor, errorHeaders);
    return fail(res, 404, "Not found\n", headersFor(notFound));
  };
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error) => readFailed(res, req.url ?? "", error, errorHeaders));
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
      server.off("error", reject);
      // Once listening, a failed accept (descriptors run out) costs that connection, not the server.
      server.on("error", (error) => console.error(`static-server: ${error.message}`));
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
