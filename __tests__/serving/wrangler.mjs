// Cloudflare's own Pages asset server, offline: `wrangler pages dev public` (npm wrangler, pinned in
// package.json; its workerd runtime comes as an npm package) on a free loopback port. Everything it
// writes (state, logs, its config, bundling temp files) stays in a folder of .wrangler/ (git-ignored)
// removed on close; nothing it does reaches the network.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_DIR, ROOT } from "../support/site-data.mjs";
import { freePort } from "./free-port.mjs";

const WRANGLER = path.join(ROOT, "node_modules/wrangler/bin/wrangler.js");
/** A date the pinned wrangler's workerd supports (it names its latest in a warning when passed one too new). */
export const COMPATIBILITY_DATE = "2026-04-20";
const STARTUP_MS = 60_000;

/** @typedef {{ url: string, pid: number | undefined, close: () => Promise<void> }} Wrangler */

/**
 * Keeps wrangler off the network: no metrics, no error reports, no banner (whose update check asks
 * the npm registry; the registry is also pointed at a closed port in case another path asks it).
 * @param {string} home the instance's folder, for wrangler's config and logs
 */
const offlineEnv = (home) => ({
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_LOG_PATH: path.join(home, "logs"),
  XDG_CONFIG_HOME: path.join(home, "config"),
  npm_config_registry: "http://127.0.0.1:9/",
  CI: "true",
  NO_COLOR: "1",
});

/**
 * @param {string} url
 * @param {{ exitCode: number | null, output: string }} child
 */
async function untilServing(url, child) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`wrangler pages dev did not serve ${url} (exit ${child.exitCode}):\n${child.output}`);
}

/**
 * Starts `wrangler pages dev` on `root` (public/ by default), bound to 127.0.0.1. It runs in a
 * process group of its own (wrangler starts workerd), which close stops and waits for; a test run
 * that dies still kills the group.
 * @param {{ root?: string }} [options]
 * @returns {Promise<Wrangler>}
 */
export async function startWrangler({ root = PUBLIC_DIR } = {}) {
  fs.mkdirSync(path.join(ROOT, ".wrangler"), { recursive: true });
  const home = fs.mkdtempSync(path.join(ROOT, ".wrangler", "test-"));
  const port = await freePort();
  const args = ["pages", "dev", root, "--ip", "127.0.0.1", "--port", String(port)];
  args.push("--compatibility-date", COMPATIBILITY_DATE, "--persist-to", path.join(home, "state"));
  args.push("--inspector-port", String(await freePort()), "--log-level", "warn");
  args.push("--show-interactive-dev-session=false");
  const child =
    /** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable> & { output: string }} */ (
      spawn(process.execPath, [WRANGLER, ...args], {
        cwd: home,
        env: offlineEnv(home),
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      })
    );
  child.output = "";
  child.stdout.on("data", (chunk) => (child.output += chunk));
  child.stderr.on("data", (chunk) => (child.output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const group = -(/** @type {number} */ (child.pid));
  const killGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(group, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.once("exit", killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    process.off("exit", killOnExit);
    killGroup("SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 5000, false))]);
    if (!stopped) killGroup("SIGKILL");
    await exited;
    // workerd, the group's other member, may outlive wrangler by a moment.
    killGroup("SIGKILL");
    fs.rmSync(home, { recursive: true, force: true });
  };
  try {
    await untilServing(`${url}/`, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid, close };
}
