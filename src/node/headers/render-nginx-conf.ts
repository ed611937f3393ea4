import type { HeaderTable } from "./header-table";
import type { Headers } from "./policy";

/** Gzip what compresses: text, JSON, SVG (nginx always includes text/html). */
const GZIP_TYPES =
  "text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml";

/** nginx strings cannot escape $, " or a backslash reliably; header values never need them. */
function quote(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`cannot write ${value} into nginx.conf`);
  return `"${value}"`;
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where the site is served from and under which name, and the TLS certificate's files. */
export interface NginxSite {
  /** The folder of the build on the server. */
  root: string;
  /** The site's host name, from its URL (www.pravahpay.in). */
  serverName: string;
  /** The certificate chain and its key (certbot's fullchain.pem and privkey.pem). */
  certificate: string;
  certificateKey: string;
  /** Where certbot's webroot plugin writes its challenges, answered over plain HTTP. */
  acmeRoot: string;
  /** The build's language 404 pages (hi/404.html), answering unknown paths under their folder. */
  notFoundPages?: string[];
}

/** certbot's files for a host name (certbot certonly puts them there). */
export const letsEncryptFiles = (serverName: string) => ({
  certificate: `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
  certificateKey: `/etc/letsencrypt/live/${serverName}/privkey.pem`,
});

/** The nginx variable a header is looked up in when a folder or file sends another value. */
const variableFor = (name: string) => `$pravahpay_${name.toLowerCase().replace(/-/g, "_")}`;

/**
 * One map from $uri to a header's value for every header some folder or file changes (Cache-Control,
 * Cross-Origin-Resource-Policy); the other headers of the table are the same on every response.
 */
function headerMaps(table: HeaderTable) {
  const defaults: Headers = { ...table.everywhere, "Cache-Control": table.defaultCacheControl };
  const varying = [
    ...new Set([...Object.values(table.folders), ...table.files.map((rule) => rule.headers)].flatMap(Object.keys)),
  ];
  const maps = varying.map((name) => {
    const files = table.files
      .filter((rule) => name in rule.headers)
      .map((rule) => `    /${rule.file} ${quote(rule.headers[name])};`);
    const folders = Object.entries(table.folders)
      .filter(([, headers]) => name in headers)
      .map(([folder, headers]) => `    ~^/${escapeRegex(folder)} ${quote(headers[name])};`);
    // A header only some folders send (the CMS's X-Robots-Tag) is "" elsewhere: nginx then sends none.
    return `map $uri ${variableFor(name)} {\n    default ${quote(defaults[name] ?? "")};\n${[...folders, ...files].join("\n")}\n}`;
  });
  const headers = [...new Set([...Object.keys(defaults), ...varying])].map((name) =>
    varying.includes(name)
      ? `    add_header ${name} ${variableFor(name)} always;`
      : `    add_header ${name} ${quote(defaults[name])} always;`,
  );
  return { maps, headers };
}

/**
 * An nginx configuration for the http block (Debian: /etc/nginx/conf.d/pravahpay.conf) serving
 * the build as `serverName` over HTTPS on 443, plain HTTP on 80 redirected there, both the default
 * server of their port, with the table's headers. Headers that depend on the file served are looked
 * up by $uri after try_files has found the file (and after the 404 page took over).
 */
export function renderNginxConf(table: HeaderTable, site: NginxSite): string {
  const { root, serverName, certificate, certificateKey, acmeRoot, notFoundPages = [] } = site;
  if (!/^[a-z0-9.-]+$/i.test(serverName)) throw new Error(`cannot serve ${serverName}: not a host name`);
  // The nearest 404.html up the path answers an unknown one, as on Cloudflare Pages: /hi/x/ gets
  // /hi/404.html (the Hindi 404), /x/ gets /404.html. Deepest folders first.
  const notFoundEntries = [...notFoundPages]
    .filter((page) => page !== "404.html")
    .sort((a, b) => b.length - a.length)
    .map((page) => `    ~^/${escapeRegex(page.replace(/404\.html$/, ""))} /${page};`);
  const { maps, headers } = headerMaps(table);
  return `# Written by \`gatsby build\` from src/node/headers/policy.ts: edit that, then rebuild.
# Inline-script hashes in the CSP change with every build, so deploy this file with its public/.
# On Debian: /etc/nginx/conf.d/pravahpay.conf, with /etc/nginx/sites-enabled/default removed
# (both claim default_server); see docs/deploying.md.

# Keys are file paths as long as webpack's bundle names.
map_hash_bucket_size 128;

${maps.join("\n\n")}

map $uri $pravahpay_not_found {
    default /404.html;
${notFoundEntries.join("\n")}
}

# Plain HTTP: Let's Encrypt's challenges (certbot certonly --webroot -w ${acmeRoot}), and a
# permanent redirect to HTTPS for everything else, on the host asked for.
server {
    listen 80 default_server;
    listen [::]:80 default_server;
    server_name ${serverName};
    server_tokens off;

    location ^~ /.well-known/acme-challenge/ {
        root ${acmeRoot};
        default_type text/plain;
    }
    location / {
        return 301 https://$host$request_uri;
    }
}

server {
    listen 443 ssl http2 default_server;
    listen [::]:443 ssl http2 default_server;
    server_name ${serverName};
    ssl_certificate ${certificate};
    ssl_certificate_key ${certificateKey};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:pravahpay_tls:10m;
    ssl_session_timeout 1d;

    root ${root};
    # A symbolic link under the root is never followed out of it (to /etc/passwd, a linked folder).
    disable_symlinks on from=$document_root;
    server_tokens off;
    # Location headers stay relative: a TLS-terminating proxy in front never gets http:// ones.
    absolute_redirect off;
    autoindex off;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types ${GZIP_TYPES};
    # A file the build compressed beforehand (<file>.gz) is sent as it is.
    gzip_static on;

    # "always": the 404 page and redirects get them too. An empty value sends no header.
${headers.join("\n")}

    error_page 404 $pravahpay_not_found;
    # A refused symbolic link is answered as what it is to a visitor: nothing there.
    error_page 403 =404 $pravahpay_not_found;

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
    # The CMS reads /admin/config.yml only when it is served as YAML.
    location ~ \\.yml$ {
        types { }
        default_type "text/yaml; charset=utf-8";
    }
}
`;
}
