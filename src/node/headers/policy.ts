/**
 * The site's response headers, decided here once. After each build they are rendered into
 * public/_headers (Netlify, Cloudflare Pages), deploy/nginx.conf and deploy/headers.json (the
 * Node server of `npm start`), so every way of serving public/ sends the same ones.
 */
export type Headers = Record<string, string>;

/** Gatsby's caching guide: what may change at the same URL is revalidated, hashed files never. */
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Folders of public/ and how long their files may be cached (page-data holds app-data.json). */
export const FOLDER_CACHE: Record<string, string> = {
  "static/": CACHE_IMMUTABLE,
  "page-data/": CACHE_REVALIDATE,
};

/**
 * Folders whose files press and partners embed on their own pages: the share images (og/) and
 * the logo and icons (icons/). Cross-origin embedding is allowed there, and only there.
 */
export const EMBEDDABLE_FOLDERS = ["og/", "icons/"];
export const EMBEDDABLE: Headers = { "Cross-Origin-Resource-Policy": "cross-origin" };

/** webpack's bundles in public/ (app-<20 hex>.js, styles.<20 hex>.css), renamed whenever they change. */
export const HASHED_BUNDLE = /^[\w.~-]+[-.][0-9a-f]{20}\.(js|css)$/;

/** Sent with every response. */
export const SECURITY_HEADERS: Headers = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Every powerful feature the site does not use, for this page and anything it could embed.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=(self)",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "idle-detection=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "picture-in-picture=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * The site's Content-Security-Policy, one for every response. `scriptHashes` and `styleHashes`
 * are the sha256 sources of the inline scripts and <style> elements Gatsby wrote into the pages
 * (they change with every build); `emailOrigin` is where the contact form posts.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  emailOrigin,
}: {
  scriptHashes: string[];
  styleHashes: string[];
  emailOrigin: string;
}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...scriptHashes],
    // Gatsby inlines the site's CSS in <style> elements: allowed by hash. React writes style
    // attributes (Gatsby's focus wrapper, an image's box and colour), which a hash cannot allow
    // without 'unsafe-hashes' and one hash per value: attributes alone keep 'unsafe-inline' (they
    // cannot run script). No style-src-elem: CSP 3 browsers fall back to style-src for elements,
    // older ones read only style-src, so a copy of the hashes would change nothing but add them
    // again to every response's headers.
    ["style-src", "'self'", ...styleHashes],
    ["style-src-attr", "'unsafe-inline'"],
    // data: for the SVG image sizers (src/components/ui/picture.tsx) and the CSS's drawings.
    ["img-src", "'self'", "data:"],
    ["media-src", "'self'"],
    // data: for the face of the language switcher's Devanagari label (src/styles/devanagari-labels.css).
    ["font-src", "'self'", "data:"],
    ["manifest-src", "'self'"],
    ["connect-src", "'self'", new URL(emailOrigin).origin],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ["base-uri", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The editors' CMS at /admin/ (Decap CMS) gets its own policy, as strict as Decap allows, and is
 * kept out of search engines. Decap compiles its config checks (ajv: 'unsafe-eval') and writes its
 * styles at run time (emotion: 'unsafe-inline' styles); it talks to GitHub's API, or on a
 * developer's machine to decap-server (`npm run cms`, static/admin/config.yml's local_backend),
 * and shows pictures as blob: and data: URLs and the editors' GitHub avatars. An uploaded picture
 * is a blob: URL until the entry is saved, when Decap fetches it to send it (connect-src blob:).
 */
export const CMS_LOCAL_BACKEND = ["http://127.0.0.1:8081", "http://localhost:8081"];
export function cmsContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "blob:", "https://api.github.com", ...CMS_LOCAL_BACKEND],
    ["frame-src", "'self'", "blob:"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'none'"],
    ["base-uri", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The headers of every file under /admin/ (revalidated, as any file without a hash): the CMS's policy, never indexed. */
export const CMS_HEADERS: Headers = {
  "Content-Security-Policy": cmsContentSecurityPolicy(),
  "X-Robots-Tag": "noindex, nofollow",
};
