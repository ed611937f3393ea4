// Debian's nginx serving public/ with the build's deploy/nginx.conf on a free loopback port,
// everything it writes (pid, logs, temp files) kept in a temporary prefix. Runs as root or not.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
export const NGINX_CONF = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The main configuration around the generated server: what nginx.conf of a distribution holds. */
function mainConf(prefix, siteConf) {
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
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

async function untilAnswering(url, child, errorLog) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
  throw new Error(`nginx did not start (exit ${child.exitCode}):\n${child.stderrText}${log}`);
}

/**
 * Starts nginx in the foreground with `conf` (the build's by default), its listen directive
 * pointed at 127.0.0.1 and a free port. Resolves to { url, pid, close }; close stops it by its pid.
 */
export async function startNginx({ conf = NGINX_CONF } = {}) {
  if (!fs.existsSync(conf)) throw new Error(`${conf} is missing: run \`npm run build:test\` first`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "pravahpay-nginx-"));
  const port = await freePort();
  const generated = fs.readFileSync(conf, "utf8");
  const listen = /^(\s*)listen [^;]+;$/gm;
  assert.equal(generated.match(listen)?.length, 1, `${conf} should have one listen directive`);
  const siteConf = path.join(prefix, "site.conf");
  fs.writeFileSync(siteConf, generated.replace(listen, `$1listen 127.0.0.1:${port};`));
  const mainConfFile = path.join(prefix, "nginx.conf");
  fs.writeFileSync(mainConfFile, mainConf(prefix, siteConf));

  // -e: the error log of the start-up, before the configuration is read (1.19.5+).
  const child = spawn(NGINX, ["-p", prefix, "-c", mainConfFile, "-e", path.join(prefix, "error.log")], { stdio: ["ignore", "ignore", "pipe"] });
  child.stderrText = "";
  child.stderr.on("data", (chunk) => (child.stderrText += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A test run that dies still takes nginx with it.
  const killOnExit = () => child.exitCode === null && process.kill(child.pid, "SIGKILL");
  process.once("exit", killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null) process.kill(child.pid, "SIGTERM");
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await untilAnswering(url, child, path.join(prefix, "error.log"));
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid, close };
}
