// `npm run serve` (scripts/serve.mjs) in a process of its own on a free loopback port, optionally
// started through a wrapper (a lower descriptor limit, a private mount namespace), stopped by its pid.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../support/site-data.mjs";

const SERVE = path.join(ROOT, "scripts/serve.mjs");

/** @typedef {{ url: string, pid: number, output: () => string, alive: () => boolean, close: () => Promise<void> }} ServeProcess */

/**
 * Starts `node scripts/serve.mjs` in `cwd` (which must hold the public/ to serve) with PORT=0.
 * `wrapper` is a command the node command line is appended to, which must exec it (so the pid is
 * node's). Resolves once it prints its URL.
 * @param {{ cwd?: string, wrapper?: string[] }} [options]
 * @returns {Promise<ServeProcess>}
 */
export async function startServeProcess({ cwd = ROOT, wrapper = [] } = {}) {
  const command = [...wrapper, process.execPath, SERVE];
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    cwd,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const close = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null)
      process.kill(/** @type {number} */ (child.pid), "SIGTERM");
    await exited;
  };
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve.mjs printed no URL:\n${output}`)), 30_000);
    const look = () => {
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout.on("data", look);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited (${child.exitCode}):\n${output}`));
    });
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    close,
  };
}
