import { headerTable } from "../../src/node/headers/header-table";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HASHED_BUNDLE,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
} from "../../src/node/headers/policy";
import { renderHeadersFile } from "../../src/node/headers/render-headers-file";
import { letsEncryptFiles, renderNginxConf } from "../../src/node/headers/render-nginx-conf";
import { inlineHashSource } from "../../src/node/headers/inline-script-hashes";
import { sharePagePathScript } from "../../src/node/shared-page-path";

const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

const page = (pagePath: string) =>
  `<html><head><style>h1{color:red}</style><script type="application/ld+json">{}</script></head><body>` +
  `<script>window.___chunkMapping="{}";</script><script>window.pagePath="${pagePath}";</script>` +
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
const siteCsp = directives(table.everywhere["Content-Security-Policy"]);

describe("contentSecurityPolicy", () => {
  const csp = directives(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      styleHashes: ["'sha256-css='"],
      emailOrigin: "http://127.0.0.1:4599",
    }),
  );

  it("denies by default and allows only the site, its inline-script hashes and the e-mail service", () => {
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4599"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    for (const name of ["media-src", "manifest-src"]) expect(csp.get(name)).toEqual(["'self'"]);
    for (const name of ["img-src", "font-src"]) expect(csp.get(name)).toEqual(["'self'", "data:"]);
  });

  it("allows <style> elements by hash and keeps 'unsafe-inline' for style attributes alone", () => {
    expect(csp.get("style-src")).toEqual(["'self'", "'sha256-css='"]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    // Elements fall back to style-src: a style-src-elem would only repeat its hashes in every response.
    expect(csp.has("style-src-elem")).toBe(false);
  });
});

describe("headerTable", () => {
  it("sends one CSP with every response, allowing the inline scripts and styles of every page, and no JSON-LD", () => {
    expect(siteCsp.get("script-src")).toEqual([
      "'self'",
      inlineHashSource('window.___chunkMapping="{}";'),
      ...["/", "/team", "/404.html"].map((pagePath) => inlineHashSource(`window.pagePath="${pagePath}";`)),
    ]);
    expect(siteCsp.get("style-src")).toEqual(["'self'", inlineHashSource("h1{color:red}")]);
  });

  it("needs a single hash for every page's path script once the build has shared it", () => {
    const shared = headerTable({
      pages: ["/", "/team", "/404.html"].map((pagePath) => ({
        file: "x.html",
        html: sharePagePathScript(
          `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`,
        ),
      })),
      bundles: [],
      emailOrigin: "https://api.emailjs.com",
    });
    expect(directives(shared.everywhere["Content-Security-Policy"]).get("script-src")).toHaveLength(2);
  });

  it("names the e-mail service by origin only", () => {
    expect(siteCsp.get("connect-src")).toEqual(["'self'", "https://relay.example.in"]);
  });

  it("caches hashed bundles and static/ for a year, page-data/ and everything else never without asking", () => {
    expect(table.files).toEqual([
      { file: "app-0123456789abcdef0123.js", headers: { "Cache-Control": CACHE_IMMUTABLE } },
      { file: "styles-abcdefabcdefabcdefab.css", headers: { "Cache-Control": CACHE_IMMUTABLE } },
    ]);
    expect(table.folders).toMatchObject({
      "static/": { "Cache-Control": CACHE_IMMUTABLE },
      "page-data/": { "Cache-Control": CACHE_REVALIDATE },
    });
    expect(table.defaultCacheControl).toBe(CACHE_REVALIDATE);
  });

  it("lets other sites embed the share images and icons only: Cross-Origin-Resource-Policy cross-origin there", () => {
    expect(table.everywhere["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    const embeddable = Object.entries(table.folders)
      .filter(([, headers]) => headers["Cross-Origin-Resource-Policy"] === "cross-origin")
      .map(([folder]) => folder);
    expect(embeddable).toEqual(["og/", "icons/"]);
  });

  it("recognises webpack's bundle names only", () => {
    const real = [
      "app-fee86d991c76bca521e4.js",
      "styles.189032d16ccc76813ac8.css",
      "24b3751d19a712233e1bce17663e3f300b8e21a7-12707f75600e14674904.js",
    ];
    expect(real.filter((f) => HASHED_BUNDLE.test(f))).toEqual(real);
    expect(
      ["sw.js", "app.js", "app-fee86d991c76bca521e4.js.map", "chunk-map.json", "partytown.js"].some((f) =>
        HASHED_BUNDLE.test(f),
      ),
    ).toBe(false);
  });
});

describe("sharePagePathScript", () => {
  it("moves the page path into an escaped attribute, so the script's text is the same on every page", () => {
    const html = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a\\"&b";/*]]>*/</script>`;
    expect(sharePagePathScript(html)).toBe(
      '<script id="gatsby-script-loader" data-page-path="/a&quot;&amp;b">window.pagePath=document.currentScript.dataset.pagePath</script>',
    );
  });
});

describe("renderHeadersFile", () => {
  const rules = renderHeadersFile(table)
    .split("\n\n")
    .filter((block) => block.startsWith("/"))
    .map((block) => block.split("\n"));

  it("has one rule for every response (the CSP in it), the folders, then each hashed bundle by name", () => {
    expect(rules.map(([path]) => path)).toEqual([
      "/*",
      "/static/*",
      "/page-data/*",
      "/og/*",
      "/icons/*",
      "/admin/*",
      "/app-0123456789abcdef0123.js",
      "/styles-abcdefabcdefabcdefab.css",
    ]);
    expect(rules[0]).toContainEqual(expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'none'; /));
    expect(rules[6]).toEqual(["/app-0123456789abcdef0123.js", `  Cache-Control: ${CACHE_IMMUTABLE}`]);
  });

  it("gives the CMS at /admin/ its own policy, detached from the site's, and keeps it out of search engines", () => {
    expect(rules[5]).toEqual([
      "/admin/*",
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${cmsContentSecurityPolicy()}`,
      "  X-Robots-Tag: noindex, nofollow",
    ]);
    expect(rules[0].join("\n")).not.toContain("X-Robots-Tag");
  });

  it("never sets a header in /* that another rule sets without detaching it first (Cloudflare would join the two values)", () => {
    const names = (rule: string[]) => rule.slice(1).map((line) => line.trim().split(":")[0]);
    const everywhere = names(rules[0]);
    for (const rule of rules.slice(1)) {
      for (const [index, name] of names(rule).entries()) {
        if (everywhere.includes(name)) expect(rule[index]).toBe(`  ! ${name}`);
      }
    }
    expect(rules[3]).toEqual([
      "/og/*",
      "  ! Cross-Origin-Resource-Policy",
      "  Cross-Origin-Resource-Policy: cross-origin",
    ]);
  });

  it("refuses to pass Cloudflare's limits of 100 rules and 2,000 characters a line", () => {
    const bundles = (count: number) => Array.from({ length: count }, (_, i) => `c${i}-0123456789abcdef0123.js`);
    // One rule for every response and one per folder leave this many for bundles.
    const room = 100 - 1 - Object.keys(table.folders).length;
    expect(() =>
      renderHeadersFile(headerTable({ pages: [], bundles: bundles(room), emailOrigin: "https://api.emailjs.com" })),
    ).not.toThrow();
    expect(() =>
      renderHeadersFile(headerTable({ pages: [], bundles: bundles(room + 1), emailOrigin: "https://api.emailjs.com" })),
    ).toThrow(/101 rules \(limit 100\).*npm run clean/);
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>window.part${i}=1</script>`).join("");
    const long = headerTable({
      pages: [{ file: "index.html", html: scripts }],
      bundles: [],
      emailOrigin: "https://api.emailjs.com",
    });
    expect(() => renderHeadersFile(long)).toThrow(/1 line\(s\) over 2000 characters/);
  });
});

describe("renderNginxConf", () => {
  const site = {
    root: "/srv/pravahpay/public",
    serverName: "www.pravahpay.in",
    ...letsEncryptFiles("www.pravahpay.in"),
    acmeRoot: "/var/www/html",
  };
  const conf = renderNginxConf(table, site);
  const servers = conf.split(/^server \{$/m).slice(1);

  it("serves the site by name over HTTPS as the default server of 443, with the configured certificate", () => {
    const tls = servers[1];
    expect(tls.match(/^ *listen .*;$/gm)).toEqual([
      "    listen 443 ssl http2 default_server;",
      "    listen [::]:443 ssl http2 default_server;",
    ]);
    expect(tls).toContain("    server_name www.pravahpay.in;");
    expect(tls).toContain("    ssl_certificate /etc/letsencrypt/live/www.pravahpay.in/fullchain.pem;");
    expect(tls).toContain("    ssl_certificate_key /etc/letsencrypt/live/www.pravahpay.in/privkey.pem;");
    expect(tls).toContain("    root /srv/pravahpay/public;");
    expect(tls).toContain("    disable_symlinks on from=$document_root;");
    expect(tls).toContain("    gzip on;");
    expect(tls).toContain("    autoindex off;");
    expect(tls).toContain("    error_page 404 $pravahpay_not_found;");
    expect(conf).toMatch(/map \$uri \$pravahpay_not_found \{\n {4}default \/404\.html;\n/);
  });

  it("redirects plain HTTP on 80, its default server, to HTTPS, except certbot's challenges", () => {
    const plain = servers[0];
    expect(plain.match(/^ *listen .*;$/gm)).toEqual([
      "    listen 80 default_server;",
      "    listen [::]:80 default_server;",
    ]);
    expect(plain).toContain("    server_name www.pravahpay.in;");
    expect(plain).toMatch(/location \/ \{\n\s+return 301 https:\/\/\$host\$request_uri;/);
    expect(plain).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{\n\s+root \/var\/www\/html;/);
  });

  it("refuses a server name that is not a host name", () => {
    expect(() => renderNginxConf(table, { ...site, serverName: "evil; include /etc" })).toThrow(/not a host name/);
  });

  it("answers an unknown path with the nearest 404 page up its folders (a language's own)", () => {
    const nested = renderNginxConf(table, { ...site, notFoundPages: ["404.html", "hi/404.html", "hi/team/404.html"] });
    const map = /map \$uri \$pravahpay_not_found \{\n([^}]*)\}/.exec(nested)?.[1];
    expect(
      map
        ?.trim()
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual(["default /404.html;", "~^/hi/team/ /hi/team/404.html;", "~^/hi/ /hi/404.html;"]);
  });

  it("sends every header always (404 answers too) and looks Cache-Control and CORP up by the file served", () => {
    expect(conf).toContain('    add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain("    add_header Content-Security-Policy $pravahpay_content_security_policy always;");
    expect(conf).toContain(
      `map $uri $pravahpay_content_security_policy {\n    default "${table.everywhere["Content-Security-Policy"]}";\n    ~^/admin/ "${cmsContentSecurityPolicy()}";\n}`,
    );
    expect(conf).toContain(
      'map $uri $pravahpay_x_robots_tag {\n    default "";\n    ~^/admin/ "noindex, nofollow";\n}',
    );
    expect(conf).toContain("    add_header X-Robots-Tag $pravahpay_x_robots_tag always;");
    expect(conf).toContain(`    /app-0123456789abcdef0123.js "${CACHE_IMMUTABLE}";`);
    expect(conf).toContain(`    ~^/static/ "${CACHE_IMMUTABLE}";`);
    expect(conf).toContain(
      "    add_header Cross-Origin-Resource-Policy $pravahpay_cross_origin_resource_policy always;",
    );
    expect(conf).toMatch(
      /map \$uri \$pravahpay_cross_origin_resource_policy \{\n {4}default "same-origin";\n {4}~\^\/og\/ "cross-origin";\n {4}~\^\/icons\/ "cross-origin";\n\}/,
    );
  });

  it("redirects an existing folder page's bare path to its slash form from the raw request URI, relatively, keeping the query, and never serves _headers", () => {
    expect(conf).toContain("    absolute_redirect off;");
    expect(conf).toMatch(/if \(!-f \$request_filename\/index\.html\) \{\n\s+return 404;/);
    expect(conf).toMatch(/if \(\$request_uri ~ "[^"]+"\) \{\n\s+return 301 \/\$1\/\$2;/);
    expect(conf).not.toMatch(/return 301 \/\$1;/);
    expect(conf).toMatch(/location = \/_headers \{\n\s+return 404;/);
  });
});
