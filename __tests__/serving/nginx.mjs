// Debian's nginx serving public/ with the build's deploy/nginx.conf on a free loopback port,
// everything it writes (pid, logs, temp files) kept in a temporary prefix. Runs as root or not.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";
export const NGINX_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * A running nginx: its URL, pid and how to stop it; with TLS also its port and the certificate
 * a client must trust.
 * @typedef {{ url: string, pid: number | undefined, close: () => Promise<void>, port?: number, certificate?: string }} Nginx
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
function selfSignedCertificate(dir, hostname) {
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
 * Starts nginx in the foreground with `conf` (the build's by default), its listen directive
 * pointed at 127.0.0.1 and a free port. With `tls`, the site is served over HTTPS on that port with
 * a throw-away certificate for `tls.hostname`, and plain HTTP to it is redirected to HTTPS.
 * Resolves to { url, pid, close } (with tls also port and certificate, the file a client must
 * trust); close stops it by its pid.
 * @param {{ conf?: string, tls?: { hostname: string } }} [options]
 * @returns {Promise<Nginx>}
 */
export async function startNginx({ conf = NGINX_CONF, tls } = {}) {
  if (!fs.existsSync(conf)) throw new Error(`${conf} is missing: run \`npm run build:test\` first`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-nginx-"));
  const port = await freePort();
  const generated = fs.readFileSync(conf, "utf8");
  const listen = /^(\s*)listen [^;]+;$/gm;
  assert.equal(generated.match(listen)?.length, 1, `${conf} should have one listen directive`);
  const siteConf = path.join(prefix, "site.conf");
  let site = generated.replace(listen, `$1listen 127.0.0.1:${port};`);
  let certificate;
  if (tls) {
    const { cert, key } = selfSignedCertificate(prefix, tls.hostname);
    certificate = cert;
    // Plain HTTP on the same port (nginx's code 497) is redirected to HTTPS, as a CDN in front does.
    site = generated.replace(
      listen,
      `$1listen 127.0.0.1:${port} ssl;\n$1ssl_certificate ${cert};\n$1ssl_certificate_key ${key};\n$1error_page 497 =301 https://$host:$server_port$request_uri;`,
    );
  }
  fs.writeFileSync(siteConf, site);
  const mainConfFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(mainConfFile, mainConf(prefix, siteConf));

  // -e: the error log of the start-up, before the configuration is read (1.19.5+).
  const child =
    /** @type {import("node:child_process").ChildProcessByStdio<null, null, import("node:stream").Readable> & { stderrText: string }} */ (
      spawn(NGINX, ["-p", prefix, "-c", mainConfFile, "-e", path.join(prefix, "error.log")], {
        stdio: ["ignore", "ignore", "pipe"],
      })
    );
  child.stderrText = "";
  child.stderr.on("data", (chunk) => (child.stderrText += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A test run that dies still takes nginx with it.
  const killOnExit = () => child.exitCode === null && process.kill(/** @type {number} */ (child.pid), "SIGKILL");
  process.once("exit", killOnExit);

  const url = tls ? `https://${tls.hostname}:${port}` : `http://127.0.0.1:${port}`;
  const close = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null) process.kill(/** @type {number} */ (child.pid), "SIGTERM");
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await untilAnswering(`http://127.0.0.1:${port}`, child, path.join(prefix, "error.log"));
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid, close, ...(tls && { port, certificate }) };
}
