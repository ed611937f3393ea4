import { headerTable, routeOfHtmlFile } from "../../src/node/headers/header-table";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_BUNDLE, contentSecurityPolicy } from "../../src/node/headers/policy";
import { renderHeadersFile } from "../../src/node/headers/render-headers-file";
import { renderNginxConf } from "../../src/node/headers/render-nginx-conf";
import { scriptHashSource } from "../../src/node/headers/inline-script-hashes";

const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

const page = (pagePath: string) =>
  `<html><head><script type="application/ld+json">{}</script></head><body><script>window.pagePath="${pagePath}";</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

const table = headerTable({
  pages: [
    { file: "index.html", html: page("/") },
    { file: "team/index.html", html: page("/team") },
    { file: "404.html", html: page("/404.html") },
  ],
  bundles: ["app-0123456789abcdef0123.js", "styles-abcdefabcdefabcdefab.css"],
  emailOrigin: "https://relay.example.in/emailjs/",
});

describe("contentSecurityPolicy", () => {
  const csp = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], emailOrigin: "http://127.0.0.1:4599" }));

  it("denies by default and allows only the site, its inline-script hashes and the e-mail service", () => {
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4599"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    for (const name of ["media-src", "font-src", "manifest-src"]) expect(csp.get(name)).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
  });
});

describe("headerTable", () => {
  it("gives each page the hashes of its own inline scripts, and no JSON-LD hash", () => {
    const team = table.files.find((rule) => rule.file === "team/index.html")!;
    const scriptSrc = directives(team.headers["Content-Security-Policy"]).get("script-src");
    expect(scriptSrc).toEqual(["'self'", scriptHashSource('window.pagePath="/team";')]);
    expect(team.headers["Cache-Control"]).toBe(CACHE_REVALIDATE);
  });

  it("names the e-mail service by origin only", () => {
    const home = table.files.find((rule) => rule.file === "index.html")!;
    expect(directives(home.headers["Content-Security-Policy"]).get("connect-src")).toEqual(["'self'", "https://relay.example.in"]);
  });

  it("caches hashed bundles and static/ for a year, page-data/ never without asking", () => {
    expect(table.files.find((rule) => rule.file === "app-0123456789abcdef0123.js")?.headers).toEqual({ "Cache-Control": CACHE_IMMUTABLE });
    expect(table.folders).toEqual({ "static/": { "Cache-Control": CACHE_IMMUTABLE }, "page-data/": { "Cache-Control": CACHE_REVALIDATE } });
    expect(table.defaultCacheControl).toBe(CACHE_REVALIDATE);
  });

  it("recognises webpack's bundle names only", () => {
    const real = ["app-fee86d991c76bca521e4.js", "styles.189032d16ccc76813ac8.css", "24b3751d19a712233e1bce17663e3f300b8e21a7-12707f75600e14674904.js"];
    expect(real.filter((f) => HASHED_BUNDLE.test(f))).toEqual(real);
    expect(["sw.js", "app.js", "app-fee86d991c76bca521e4.js.map", "chunk-map.json"].some((f) => HASHED_BUNDLE.test(f))).toBe(false);
  });
});

describe("routeOfHtmlFile", () => {
  it("names folder pages with their slash, as both CDNs match them, and other files as they are", () => {
    expect(["index.html", "team/index.html", "team/asha-verma/index.html", "404.html"].map(routeOfHtmlFile)).toEqual([
      "/",
      "/team/",
      "/team/asha-verma/",
      "/404.html",
    ]);
  });
});

describe("renderHeadersFile", () => {
  const rules = renderHeadersFile(table)
    .split("\n\n")
    .filter((block) => block.startsWith("/"))
    .map((block) => block.split("\n"));

  it("has one rule for every response, the folders, one per bundle type, then each page by route", () => {
    expect(rules.map(([path]) => path)).toEqual(["/*", "/static/*", "/page-data/*", "/*.js", "/*.css", "/", "/team/", "/404.html"]);
    expect(rules[3]).toEqual(["/*.js", `  Cache-Control: ${CACHE_IMMUTABLE}`]);
    expect(rules[6]).toEqual(["/team/", `  Cache-Control: ${CACHE_REVALIDATE}`, expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'none'; /)]);
  });

  it("never sets a header in /* that another rule sets (Cloudflare would join the two values)", () => {
    const names = (rule: string[]) => rule.slice(1).map((line) => line.trim().split(":")[0]);
    const everywhere = names(rules[0]);
    for (const rule of rules.slice(1)) expect(names(rule).filter((name) => everywhere.includes(name))).toEqual([]);
  });

  it("refuses to pass Cloudflare's limits of 100 rules and 2,000 characters a line", () => {
    const bundles = Array.from({ length: 300 }, (_, i) => `c${i}-0123456789abcdef0123.js`);
    expect(() => renderHeadersFile(headerTable({ pages: [], bundles, emailOrigin: "https://api.emailjs.com" }))).not.toThrow();
    const pages = Array.from({ length: 97 }, (_, i) => ({ file: `p${i}/index.html`, html: "" }));
    expect(() => renderHeadersFile(headerTable({ pages, bundles, emailOrigin: "https://api.emailjs.com" }))).toThrow(/101 rules \(limit 100\)/);
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>window.part${i}=1</script>`).join("");
    const long = headerTable({ pages: [{ file: "index.html", html: scripts }], bundles: [], emailOrigin: "https://api.emailjs.com" });
    expect(() => renderHeadersFile(long)).toThrow(/1 line\(s\) over 2000 characters/);
  });
});

describe("renderNginxConf", () => {
  const conf = renderNginxConf(table, { root: "/srv/pravahpay/public", listen: "8080" });

  it("serves the root on the given port, gzipped, listing no folder, with Gatsby's 404 page", () => {
    expect(conf.match(/^\s*listen .*;$/gm)).toEqual(["    listen 8080;"]);
    expect(conf).toContain("    root /srv/pravahpay/public;");
    expect(conf).toContain("    gzip on;");
    expect(conf).toContain("    autoindex off;");
    expect(conf).toContain("    error_page 404 /404.html;");
  });

  it("sends every header always (404 answers too) and looks the per-file ones up by the file served", () => {
    expect(conf).toContain('    add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain("    add_header Content-Security-Policy $pravahpay_csp always;");
    const team = table.files.find((rule) => rule.file === "team/index.html")!;
    expect(conf).toContain(`    /team/index.html "${team.headers["Content-Security-Policy"]}";`);
    expect(conf).toContain(`    /app-0123456789abcdef0123.js "${CACHE_IMMUTABLE}";`);
    expect(conf).toContain(`    ~^/static/ "${CACHE_IMMUTABLE}";`);
  });
});
