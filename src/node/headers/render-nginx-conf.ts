import type { HeaderTable } from "./header-table";

/** Gzip what compresses: text, JSON, SVG (nginx always includes text/html). */
const GZIP_TYPES =
  "text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml";

/** nginx strings cannot escape $, " or a backslash reliably; header values never need them. */
function quote(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`cannot write ${value} into nginx.conf`);
  return `"${value}"`;
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An nginx configuration for the http block (Debian: a file in /etc/nginx/conf.d/) serving
 * `root` on `listen` with the table's headers. Cache-Control depends on the file served, so it is
 * looked up by $uri after try_files has found the file (and after the 404 page took over).
 */
export function renderNginxConf(
  table: HeaderTable,
  { root, listen, notFoundPages = [] }: { root: string; listen: string; notFoundPages?: string[] },
): string {
  // The nearest 404.html up the path answers an unknown one, as on Cloudflare Pages: /hi/x/ gets
  // /hi/404.html (the Hindi 404), /x/ gets /404.html. Deepest folders first.
  const notFoundEntries = [...notFoundPages]
    .filter((page) => page !== "404.html")
    .sort((a, b) => b.length - a.length)
    .map((page) => `    ~^/${escapeRegex(page.replace(/404\.html$/, ""))} /${page};`);
  const fileEntries = (name: string) =>
    table.files.filter((rule) => name in rule.headers).map((rule) => `    /${rule.file} ${quote(rule.headers[name])};`);
  const folderEntries = Object.entries(table.folders).map(
    ([folder, headers]) => `    ~^/${escapeRegex(folder)} ${quote(headers["Cache-Control"])};`,
  );
  const everywhere = Object.entries(table.everywhere).map(
    ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
  );
  return `# Written by \`gatsby build\` from src/node/headers/policy.ts: edit that, then rebuild.
# Inline-script hashes in the CSP change with every build, so deploy this file with its public/.

# Keys are file paths as long as webpack's bundle names.
map_hash_bucket_size 128;

map $uri $pravahpay_cache_control {
    default ${quote(table.defaultCacheControl)};
${[...folderEntries, ...fileEntries("Cache-Control")].join("\n")}
}

map $uri $pravahpay_not_found {
    default /404.html;
${notFoundEntries.join("\n")}
}

server {
    listen ${listen};
    root ${root};
    server_tokens off;
    # Location headers stay relative: a TLS-terminating proxy in front never gets http:// ones.
    absolute_redirect off;
    autoindex off;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types ${GZIP_TYPES};

    # "always": the 404 page and redirects get them too. An empty value sends no header.
${everywhere.join("\n")}
    add_header Cache-Control $pravahpay_cache_control always;

    error_page 404 $pravahpay_not_found;

    # A page is a folder (team/index.html) served at /team/, as Cloudflare Pages and Netlify serve
    # it; a file is served as named; anything else is Gatsby's 404 page with status 404. No folder
    # is listed: /static/ has no index.html, so it is a 404 too.
    location / {
        try_files $uri @folder_page;
    }
    location ~ /$ {
        try_files \${uri}index.html =404;
    }
    # /team, a folder page without its slash, redirects once to /team/. The target is built from
    # the raw $request_uri, still percent-encoded, so no decoded CR or LF can reach the Location
    # header; the query is kept; leading slashes collapse to one so "//host" cannot become a
    # protocol-relative "//host/". Only an existing folder page redirects, never an unknown path.
    location @folder_page {
        if (!-f $request_filename/index.html) {
            return 404;
        }
        # As for a file: only GET and HEAD, so POST /team is refused, not redirected.
        if ($request_method !~ ^(GET|HEAD)$) {
            return 405;
        }
        if ($request_uri ~ "^/+([^?]*)(\\?.*)?$") {
            return 301 /$1/$2;
        }
        return 404;
    }
    # Host configuration for a CDN, never a page.
    location = /_headers {
        return 404;
    }
    location = /_redirects {
        return 404;
    }
    location ~ \\.webmanifest$ {
        types { }
        default_type application/manifest+json;
    }
}
`;
}
