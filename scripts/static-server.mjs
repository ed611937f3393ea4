// A small static server for public/: what a CDN does, on loopback only. Unknown paths get
// Gatsby's 404.html with status 404, as Netlify, Cloudflare Pages and our nginx config do.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

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

function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const full = path.join(root, clean);
  if (!full.startsWith(root)) return null;
  for (const candidate of [full, path.join(full, "index.html"), `${full}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

function send(req, res, file, status, headersFor) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  // Compress text the way a CDN does, so measured transfer sizes are the real ones.
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const headers = { "Content-Type": type, Vary: "Accept-Encoding", ...headersFor(file) };
  if (gzip) headers["Content-Encoding"] = "gzip";
  else headers["Content-Length"] = fs.statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === "HEAD") return res.end();
  const stream = fs.createReadStream(file);
  return gzip ? stream.pipe(zlib.createGzip()).pipe(res) : stream.pipe(res);
}

/**
 * Serves `root` on host:port (port 0 picks a free one). `headersFor(file)` adds response
 * headers. Resolves to { url, close }.
 */
export function startStaticServer({ root, host = "127.0.0.1", port = 0, headersFor = () => ({}) }) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const file = resolveFile(absoluteRoot, pathname);
    if (file) return send(req, res, file, 200, headersFor);
    const notFound = path.join(absoluteRoot, "404.html");
    if (fs.existsSync(notFound)) return send(req, res, notFound, 404, headersFor);
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
