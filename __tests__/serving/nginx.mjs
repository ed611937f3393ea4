// Debian's nginx serving public/ with the build's deploy/nginx.conf on a free loopback port,
// everything it writes (pid, logs, temp files) kept in a temporary prefix. Runs as root or not.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";
export const NGINX_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * A running nginx: its URL, pid and how to stop it; with TLS also its port and the certificate
 * a client must trust.
 * @typedef {{ url: string, pid: number | undefined, close: () => Promise<void>, port?: number, httpPort?: number, certificate?: string }} Nginx
 */

/**
 * The main configuration around the generated server: what nginx.conf of a distribution holds.
 * @param {string} prefix
 * @param {string} siteConf
 */
function mainConf(prefix, siteConf) {
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `daemon off;
worker_processes 2;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include ${siteConf};
}
`;
}

/**
 * @param {string} url
 * @param {{ exitCode: number | null, stderrText: string }} child
 * @param {string} errorLog
 */
async function untilAnswering(url, child, errorLog) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, { method: "HEAD", redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
  throw new Error(`nginx did not start (exit ${child.exitCode}):\n${child.stderrText}${log}`);
}

/**
 * A throw-away self-signed certificate for `hostname` in `dir` (openssl), valid for a day.
 * @param {string} dir
 * @param {string} hostname
 */
export function selfSignedCertificate(dir, hostname) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1"];
  const result = spawnSync(
    "openssl",
    [...args, "-subj", `/CN=${hostname}`, "-addext", `subjectAltName=DNS:${hostname}`],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { cert, key };
}

/**
 * The generated configuration's listen directives moved to loopback ports: port 80's (the
 * redirect to HTTPS) to `ports.http`, port 443's (the site) to `ports.https`, IPv4 and IPv6.
 * Fails, naming it, when the file has not the four listens the build writes.
 * @param {string} conf
 * @param {{ http: number, https: number }} ports
 */
export function onLoopback(conf, ports) {
  const listen = /^(\s*)listen (\[::\]:)?(80|443)\b/gm;
  assert.equal(conf.match(listen)?.length, 4, "the generated config listens on 80 and 443, IPv4 and IPv6");
  return conf.replace(
    listen,
    (_all, indent, ipv6, port) =>
      `${indent}listen ${ipv6 ? "[::1]" : "127.0.0.1"}:${port === "80" ? ports.http : ports.https}`,
  );
}

/**
 * The site's TLS server block served as the build wrote it, its certificate paths (configurable
 * at build time) pointed at `certificate`.
 * @param {string} conf
 * @param {{ cert: string, key: string }} certificate
 */
export function withCertificate(conf, { cert, key }) {
  const lines = /^(\s*)ssl_certificate(_key)? [^;]+;$/gm;
  assert.equal(conf.match(lines)?.length, 2, "the generated config names a certificate and its key");
  return conf.replace(lines, (_all, indent, isKey) => `${indent}ssl_certificate${isKey ?? ""} ${isKey ? key : cert};`);
}

/**
 * Runs nginx with `mainConfFile`, everything it writes in `prefix`, until `probeUrl` answers.
 * `extraArgs` are nginx's own (`-g "daemon off;"` for a configuration that would daemonize: the
 * master must stay the child this process stops). Resolves to its pid and how to stop it (by that
 * pid; the prefix is removed).
 * @param {string} prefix
 * @param {string} mainConfFile
 * @param {string} probeUrl
 * @param {string[]} [extraArgs]
 */
export async function runNginx(prefix, mainConfFile, probeUrl, extraArgs = []) {
  // -e: the error log of the start-up, before the configuration is read (1.19.5+).
  const args = ["-p", prefix, "-c", mainConfFile, "-e", path.join(prefix, "error.log"), ...extraArgs];
  const child =
    /** @type {import("node:child_process").ChildProcessByStdio<null, null, import("node:stream").Readable> & { stderrText: string }} */ (
      spawn(NGINX, args, {
        stdio: ["ignore", "ignore", "pipe"],
      })
    );
  child.stderrText = "";
  child.stderr.on("data", (chunk) => (child.stderrText += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A test run that dies still takes nginx with it.
  const killOnExit = () => child.exitCode === null && process.kill(/** @type {number} */ (child.pid), "SIGKILL");
  process.once("exit", killOnExit);
  const close = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null) process.kill(/** @type {number} */ (child.pid), "SIGTERM");
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await untilAnswering(probeUrl, child, path.join(prefix, "error.log"));
  } catch (error) {
    await close();
    throw error;
  }
  return { pid: child.pid, close };
}

/**
 * Starts nginx with `conf` (the build's by default) on loopback ports. Without `tls` the site's
 * server block answers plain HTTP (its listen without `ssl`, no certificate), which the header
 * tests read. With `tls`, both server blocks run as the build wrote them: the site over HTTPS with
 * a throw-away certificate for `tls.hostname`, and port 80's redirect to HTTPS on `httpPort`.
 * Resolves to { url, pid, close } (with tls also port, httpPort and certificate, the file a client
 * must trust); close stops it by its pid.
 * @param {{ conf?: string, tls?: { hostname: string } }} [options]
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ conf = NGINX_CONF, tls } = {}) {
  if (!fs.existsSync(conf)) throw new Error(`${conf} is missing: run \`npm run build:test\` first`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-nginx-"));
  const ports = { http: await freePort(), https: await freePort() };
  let site = onLoopback(fs.readFileSync(conf, "utf8"), ports);
  /** @type {string | undefined} */
  let certificate;
  if (tls) {
    const files = selfSignedCertificate(prefix, tls.hostname);
    certificate = files.cert;
    site = withCertificate(site, files);
  } else {
    const tlsListen = / ssl http2 default_server;$/gm;
    assert.equal(site.match(tlsListen)?.length, 2, "the site's server block listens with ssl");
    site = withCertificate(site, { cert: "", key: "" })
      .replace(tlsListen, " default_server;")
      .replace(/^\s*ssl_certificate(_key)? ;\n/gm, "");
  }
  const siteConf = path.join(prefix, "site.conf");
  fs.writeFileSync(siteConf, site);
  const mainConfFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(mainConfFile, mainConf(prefix, siteConf));
  const { pid, close } = await runNginx(prefix, mainConfFile, `http://127.0.0.1:${ports.http}`);
  if (!tls) return { url: `http://127.0.0.1:${ports.https}`, pid, close };
  return {
    url: `https://${tls.hostname}:${ports.https}`,
    pid,
    close,
    port: ports.https,
    httpPort: ports.http,
    certificate,
  };
}
