// The generated deploy/nginx.conf installed on a stock Debian nginx exactly as docs/deploying.md
// says: a copy of this machine's /etc/nginx (Debian's own nginx.conf, its default site enabled) in
// a temporary prefix, on loopback ports, the system's nginx and /etc untouched. The site must
// answer its own host name over HTTPS with its headers, and port 80 must redirect there.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { freePort } from "./free-port.mjs";
import { NGINX, NGINX_CONF, onLoopback, runNginx, selfSignedCertificate, withCertificate } from "./nginx.mjs";
import { assertSecurityHeaders, directives } from "./policy-headers.mjs";
import { site } from "../support/site-data.mjs";

const DEBIAN = "/etc/nginx";
const SITE_HOST = new URL(site.siteUrl).hostname;

/**
 * A copy of Debian's /etc/nginx under `prefix`, its paths (configuration, pid, logs, temporary
 * files) moved into the prefix and its listen directives to loopback ports; nothing else changed.
 * Fails, naming the line, if Debian's files no longer have what this relies on.
 * @param {string} prefix
 * @param {{ http: number, https: number }} ports
 */
function copyOfDebianNginx(prefix, ports) {
  const etc = path.join(prefix, "etc/nginx");
  fs.cpSync(DEBIAN, etc, { recursive: true, verbatimSymlinks: true });
  const mainFile = path.join(etc, "nginx.conf");
  let main = fs.readFileSync(mainFile, "utf8");
  for (const line of ["pid /run/nginx.pid;", "/var/log/nginx/", "include /etc/nginx/sites-enabled/*;", "http {"])
    assert.ok(main.includes(line), `Debian's nginx.conf has "${line}"`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (name) => `\t${name}_temp_path ${path.join(prefix, name)};`,
  );
  main = main
    .replaceAll("/etc/nginx/", `${etc}/`)
    .replace("pid /run/nginx.pid;", `pid ${path.join(prefix, "nginx.pid")};`)
    .replaceAll("/var/log/nginx/", `${prefix}/`)
    .replace("http {", `http {\n${temp.join("\n")}`);
  fs.writeFileSync(mainFile, main);
  // The default site, enabled as Debian ships it: its link points into the copy.
  const enabled = path.join(etc, "sites-enabled/default");
  assert.equal(fs.readlinkSync(enabled), path.join(DEBIAN, "sites-available/default"));
  const defaultSite = path.join(etc, "sites-available/default");
  fs.rmSync(enabled);
  fs.symlinkSync(defaultSite, enabled);
  const listens = /^(\s*)listen (\[::\]:)?80 default_server;/gm;
  const stock = fs.readFileSync(defaultSite, "utf8");
  assert.equal(stock.match(listens)?.length, 2, "Debian's default site is port 80's default server");
  fs.writeFileSync(
    defaultSite,
    stock.replace(
      listens,
      (_all, indent, ipv6) => `${indent}listen ${ipv6 ? "[::1]" : "127.0.0.1"}:${ports.http} default_server;`,
    ),
  );
  return { etc, mainFile };
}

/**
 * One request to 127.0.0.1:`port` with a Host header (over TLS, the site's name in SNI), read whole.
 * @param {{ port: number, host: string, route: string, tls?: { ca: string } }} request
 * @returns {Promise<Response>}
 */
function ask({ port, host, route, tls }) {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: route, headers: { Host: host, "Accept-Encoding": "identity" } };
    const request = tls
      ? https.request({ ...options, servername: SITE_HOST, ca: fs.readFileSync(tls.ca) })
      : http.request(options);
    request.on("response", (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const one of [value ?? []].flat()) headers.append(name, one);
        resolve(new Response(Buffer.concat(chunks), { status: response.statusCode, headers }));
      });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("on a stock Debian nginx, installed as docs/deploying.md says", () => {
  /** @type {string} */
  let prefix;
  /** @type {{ http: number, https: number }} */
  let ports;
  /** @type {{ etc: string, mainFile: string }} */
  let debian;
  /** @type {{ cert: string, key: string }} */
  let certificate;
  /** @type {(() => Promise<void>) | undefined} */
  let stop;

  before(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-debian-nginx-"));
    // nginx's workers run as Debian's www-data when the tests run as root.
    fs.chmodSync(prefix, 0o755);
    ports = { http: await freePort(), https: await freePort() };
    debian = copyOfDebianNginx(prefix, ports);
    certificate = selfSignedCertificate(prefix, SITE_HOST);
    // "copy deploy/nginx.conf to /etc/nginx/conf.d/pravahpay.conf", built with the certificate's paths.
    const generated = withCertificate(onLoopback(fs.readFileSync(NGINX_CONF, "utf8"), ports), certificate);
    fs.writeFileSync(path.join(debian.etc, "conf.d/pravahpay.conf"), generated);
  });
  after(async () => {
    await stop?.();
    if (fs.existsSync(prefix)) fs.rmSync(prefix, { recursive: true, force: true });
  });

  it("names the one change Debian needs: its default site also claims default_server", () => {
    const check = spawnSync(NGINX, ["-t", "-p", prefix, "-c", debian.mainFile], { encoding: "utf8" });
    assert.notEqual(check.status, 0, "nginx -t passes with both default servers");
    assert.match(check.stderr, /duplicate default server/);
    // "rm /etc/nginx/sites-enabled/default": the file in sites-available stays.
    fs.rmSync(path.join(debian.etc, "sites-enabled/default"));
    const fixed = spawnSync(NGINX, ["-t", "-p", prefix, "-c", debian.mainFile], { encoding: "utf8" });
    assert.equal(fixed.status, 0, fixed.stderr);
  });

  it(`answers Host: ${SITE_HOST} over HTTPS with the site and its headers`, async () => {
    // Debian's nginx.conf daemonizes; in the foreground the master is the child stopped by its pid.
    ({ close: stop } = await runNginx(prefix, debian.mainFile, `http://127.0.0.1:${ports.http}`, [
      "-g",
      "daemon off;",
    ]));
    const page = await ask({ port: ports.https, host: SITE_HOST, route: "/team/", tls: { ca: certificate.cert } });
    assert.equal(page.status, 200);
    assert.ok((await page.text()).includes('data-page-path="/team/"'), "the team page, not Debian's welcome page");
    assertSecurityHeaders(page);
    assert.deepEqual(directives(page.headers.get("content-security-policy")).get("frame-ancestors"), ["'none'"]);
    const missing = await ask({
      port: ports.https,
      host: SITE_HOST,
      route: "/no-such-page/",
      tls: { ca: certificate.cert },
    });
    assert.equal(missing.status, 404);
    assert.ok((await missing.text()).includes('data-page-path="/404.html"'));
  });

  it("redirects plain HTTP to HTTPS on the same host, permanently, path and query kept", async () => {
    const redirect = await ask({ port: ports.http, host: SITE_HOST, route: "/team/?ref=a" });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get("location"), `https://${SITE_HOST}/team/?ref=a`);
  });

  it("is the default server of both ports: a request by address or another name gets the site, not Debian's page", async () => {
    // The certificate names the site; the Host header chooses the server.
    const byAddress = await ask({ port: ports.https, host: "127.0.0.1", route: "/", tls: { ca: certificate.cert } });
    assert.equal(byAddress.status, 200);
    assert.ok((await byAddress.text()).includes('data-page-path="/"'));
    for (const host of ["127.0.0.1", "other.example"]) {
      const redirect = await ask({ port: ports.http, host, route: "/" });
      assert.equal(redirect.status, 301, host);
      assert.doesNotMatch(await redirect.text(), /Welcome to nginx/);
    }
  });
});
