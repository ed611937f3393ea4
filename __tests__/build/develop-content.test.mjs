// `npm run develop` as an editor and a GraphiQL developer meet it, on a copy of content/:
// its GraphQL schema sorts events by their Date and filters press by a category key in both
// languages, and a content mistake saved while it runs shows in the terminal and in the
// browser's error overlay with the build's words (file, line, column, what is wrong).
// Uses the project's .cache like any build, so it runs alone (test:content runs files one by one).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, it } from "node:test";
import { chromium } from "playwright-core";
import chromiumFlags from "../../scripts/chromium.cjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Each checkout's develop server has its own port (see docs); 9405 unless told otherwise.
const PORT = Number(process.env.DEVELOP_PORT ?? 9405);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let dir = "";
/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
let output = "";

/**
 * @param {() => unknown} check
 * @param {string} what
 */
async function waitFor(check, what, timeout = 600_000) {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * @param {string} query
 * @returns {Promise<any>}
 */
async function graphql(query) {
  const response = await fetch(`${ORIGIN}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const result = await response.json();
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data;
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-content-"));
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  // Its own process group, so the server and its workers stop together, by this PID.
  server = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(PORT)], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir, GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitFor(
    () =>
      fetch(`${ORIGIN}/`).then(
        (response) => response.ok,
        () => false,
      ),
    "the development server",
    // A cold start compiles every image and the whole bundle: minutes on a loaded machine.
    1_800_000,
  );
});

after(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

it("sorts events by their Date and filters press by a category key, in English and Hindi", async () => {
  /** @type {(file: string) => any[]} */
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  const data = await graphql(`
    {
      en: allEventsJson(filter: { locale: { eq: "en" } }, sort: { date: ASC }) {
        nodes {
          slug
          date
        }
      }
      hi: allEventsJson(filter: { locale: { eq: "hi" } }, sort: { date: ASC }) {
        nodes {
          slug
          title
        }
      }
      future: allEventsJson(filter: { locale: { eq: "en" }, date: { gt: "2026-12-01" } }) {
        nodes {
          slug
        }
      }
      pressEn: allPressReleasesJson(filter: { locale: { eq: "en" }, category: { eq: productLaunch } }) {
        nodes {
          slug
          title
        }
      }
      pressHi: allPressReleasesJson(filter: { locale: { eq: "hi" }, category: { eq: productLaunch } }) {
        nodes {
          slug
          title
        }
      }
      member: teamJson(locale: { eq: "hi" }, slug: { eq: "aarav-malhotra" }) {
        path
      }
      formatted: eventsJson(slug: { eq: "bbps-integration-deep-dive" }, locale: { eq: "en" }) {
        date(formatString: "YYYY/MM/DD")
      }
    }
  `);
  const events = read("events.json");
  const byDate = [...events].sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  assert.deepEqual(
    data.en.nodes.map((/** @type {any} */ node) => node.slug),
    byDate.map((/** @type {any} */ event) => event.slug),
  );
  assert.deepEqual(
    data.hi.nodes.map((/** @type {any} */ node) => node.slug),
    byDate.map((/** @type {any} */ event) => event.slug),
  );
  assert.deepEqual(
    data.future.nodes.map((/** @type {any} */ node) => node.slug).sort(),
    events
      .filter((/** @type {any} */ event) => event.date > "2026-12-01")
      .map((/** @type {any} */ event) => event.slug)
      .sort(),
  );
  const launches = read("press-releases.json").filter(
    (/** @type {any} */ release) => release.category === "productLaunch",
  );
  assert.ok(launches.length > 0);
  assert.deepEqual(
    data.pressEn.nodes.map((/** @type {any} */ node) => node.title),
    launches.map((/** @type {any} */ release) => release.title),
  );
  const hindi = read("hi/press-releases.json").filter(
    (/** @type {any} */ release) => release.category === "productLaunch",
  );
  assert.deepEqual(
    data.pressHi.nodes.map((/** @type {any} */ node) => node.title),
    hindi.map((/** @type {any} */ release) => release.title),
  );
  assert.notDeepEqual(data.pressHi.nodes[0].title, data.pressEn.nodes[0].title, "the Hindi filter returns Hindi items");
  assert.equal(data.member.path, "/hi/team/aarav-malhotra/");
  assert.equal(data.formatted.date, "2026/09/18");
});

it("shows a content mistake saved while it runs in the terminal and the browser's overlay", async () => {
  const teamFile = path.join(dir, "team.json");
  const text = fs.readFileSync(teamFile, "utf8");
  // A trailing comma after the last entry, as an editor deleting the last member leaves it.
  const broken = text.replace(/\}\s*\]\s*$/, "},\n]\n");
  fs.writeFileSync(teamFile, broken);
  const lines = broken.split("\n");
  const line = lines.length - [...lines].reverse().findIndex((l) => l.trim() === "},");
  const message = `content/team.json: not valid JSON: line ${line}, column 4: trailing comma: remove this comma, nothing may follow the last entry`;
  // The terminal wraps long lines: compare the words.
  const words = (/** @type {string} */ text) => text.replace(/\s+/g, " ");
  await waitFor(() => words(output).includes(message), "the message in the terminal", 180_000);
  // Said once, not once per child compilation.
  assert.equal(words(output).split(message).length - 1 <= 2, true, "the message is not repeated");

  const browser = await chromium.launch({
    executablePath: chromiumFlags.CHROMIUM_PATH,
    args: chromiumFlags.CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/team/`);
    await page.getByText(message).first().waitFor({ timeout: 120_000 });
    // Fixed, the overlay goes: the editor sees the page again.
    fs.writeFileSync(teamFile, text);
    await page.getByText(message).first().waitFor({ state: "detached", timeout: 180_000 });
  } finally {
    await browser.close();
  }
});
