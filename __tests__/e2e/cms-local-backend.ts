// The CMS's local backend for a test: decap-server on loopback over a temporary copy of content/,
// and the page's calls to the port static/admin/config.yml names sent to it instead (the CSP
// allows that port, and other checkouts' tests must not share one decap-server).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort } from "../serving/free-port.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);

export interface LocalBackend {
  /** The temporary repository: content/ lives in it. */
  repo: string;
  read(file: string): string;
  /** Sends the CMS's local-backend calls of this page to this server. */
  route(page: Page): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalBackend(): Promise<LocalBackend> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true });
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const api = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(api, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`decap-server did not start on ${api}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const configured = /^local_backend:\n\s+url: (\S+)/m.exec(
    fs.readFileSync(path.join(root, "static/admin/config.yml"), "utf8"),
  )?.[1];
  if (!configured) throw new Error("static/admin/config.yml names no local_backend url");
  return {
    repo,
    read: (file) => fs.readFileSync(path.join(repo, file), "utf8"),
    route: async (page) => {
      await page.route(configured, async (route) => {
        const response = await route.fetch({ url: api });
        await route.fulfill({ response });
      });
    },
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}
