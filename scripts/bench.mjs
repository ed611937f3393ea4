// `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the production
// build, three runs per route, median per figure. Prints a table, writes bench/results.json and
// bench/results.md, and flags every figure over its budget. A benchmark, not a test: it never
// fails because a machine is slow.
// Usage: node scripts/bench.mjs [--runs N] [route ...]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { STATIC_ROUTES, team } from "../__tests__/support/site-data.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.cjs";
import { startStaticServer } from "./static-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const RUNS = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const requested = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--runs");

const ROUTES = requested.length ? requested : [...STATIC_ROUTES, `/team/${team[0].slug}`];

/** @typedef {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number }} NetworkRequest */
/** @typedef {Record<string, number>} Figures */

const KB = 1024;
/** @type {Record<string, { min?: number, max?: number | ((route: string) => number) }>} */
const BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1800 },
  tbtMs: { max: 50 },
  cls: { max: 0.01 },
  jsGzipBytes: { max: 120 * KB },
  totalBytes: { max: (route) => (route === "/" ? 700 * KB : 300 * KB) },
};

function build() {
  if (fs.existsSync(path.join(ROOT, "public/index.html")) && !process.env.BENCH_REBUILD) return null;
  const started = performance.now();
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("gatsby build failed");
  return Math.round((performance.now() - started) / 1000);
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The figures of one Lighthouse run. Bytes are transfer sizes, as a visitor downloads them.
 * @param {import("lighthouse").Result} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const requests = /** @type {{ items: NetworkRequest[] }} */ (lhr.audits["network-requests"].details).items;
  const isVideo = (/** @type {NetworkRequest} */ item) =>
    item.resourceType === "Media" || /\.(webm|mp4)(\?|$)/.test(item.url);
  const sum = (/** @type {NetworkRequest[]} */ items) =>
    items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const scripts = requests.filter((item) => item.resourceType === "Script");
  return {
    performance: Math.round(/** @type {number} */ (lhr.categories.performance.score) * 100),
    accessibility: Math.round(/** @type {number} */ (lhr.categories.accessibility.score) * 100),
    bestPractices: Math.round(/** @type {number} */ (lhr.categories["best-practices"].score) * 100),
    seo: Math.round(/** @type {number} */ (lhr.categories.seo.score) * 100),
    lcpMs: Math.round(/** @type {number} */ (lhr.audits["largest-contentful-paint"].numericValue)),
    tbtMs: Math.round(/** @type {number} */ (lhr.audits["total-blocking-time"].numericValue)),
    cls: Number(/** @type {number} */ (lhr.audits["cumulative-layout-shift"].numericValue).toFixed(3)),
    jsBytes: scripts.reduce((total, item) => total + (item.resourceSize ?? 0), 0),
    jsGzipBytes: sum(scripts),
    totalBytes: sum(requests.filter((item) => !isVideo(item))),
    videoBytes: sum(requests.filter(isVideo)),
    requests: requests.length,
  };
}

/**
 * @param {string} route
 * @param {Figures} row
 */
function overBudget(route, row) {
  return Object.entries(BUDGETS).flatMap(([key, budget]) => {
    const max = typeof budget.max === "function" ? budget.max(route) : budget.max;
    if (budget.min !== undefined && row[key] < budget.min) return [`${key} ${row[key]} < ${budget.min}`];
    if (max !== undefined && row[key] > max) return [`${key} ${row[key]} > ${max}`];
    return [];
  });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)}`;
const HEADER =
  "| route | perf | a11y | best | seo | LCP ms | TBT ms | CLS | JS KB (gzip) | total KB | video KB | requests | over budget |";

/**
 * @param {string} route
 * @param {Figures} row
 */
function markdownRow(route, row) {
  const flags = overBudget(route, row);
  return `| ${route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${kb(row.jsBytes)} (${kb(row.jsGzipBytes)}) | ${kb(row.totalBytes)} | ${kb(row.videoBytes)} | ${row.requests} | ${flags.length ? `⚠ ${flags.join("; ")}` : "none"} |`;
}

const buildSeconds = build();
const server = await startStaticServer({ root: path.join(ROOT, "public") });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});
/** @type {Record<string, Figures>} */
const results = {};
try {
  console.log(HEADER);
  console.log(HEADER.replace(/[^|]+/g, " --- "));
  for (const route of ROUTES) {
    /** @type {Figures[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = /** @type {import("lighthouse").RunnerResult} */ (
        await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          throttlingMethod: "simulate",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
      );
      runs.push(figures(lhr));
    }
    const row = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
    results[route] = row;
    console.log(markdownRow(route, row));
  }
} finally {
  await chrome.kill();
  await server.close();
}

const date = new Date().toISOString().slice(0, 10);
const md = [
  `# Benchmark: Lighthouse ${JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile, simulated throttling, median of ${RUNS}`,
  "",
  `Run on ${date}. Build time: ${buildSeconds === null ? "not measured (existing build reused; BENCH_REBUILD=1 rebuilds)" : `${buildSeconds} s`}.`,
  "Budgets: performance >= 95, accessibility/best practices/SEO 100, LCP <= 1800 ms, TBT <= 50 ms, CLS <= 0.01,",
  "first-load JS <= 120 KB gzip, total at load (without video) <= 700 KB on /, <= 300 KB elsewhere.",
  "",
  HEADER,
  HEADER.replace(/[^|]+/g, " --- "),
  ...Object.entries(results).map(([route, row]) => markdownRow(route, row)),
  "",
].join("\n");
if (requested.length) {
  console.log("\nA partial run (routes named): bench/results.* keep the last full run.");
  process.exit(0);
}
fs.mkdirSync(path.join(ROOT, "bench"), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, "bench/results.json"),
  `${JSON.stringify({ date, runs: RUNS, buildSeconds, results }, null, 2)}\n`,
);
fs.writeFileSync(path.join(ROOT, "bench/results.md"), md);
console.log(`\nBuild time: ${buildSeconds ?? "n/a (reused build)"} s. Wrote bench/results.json and bench/results.md`);
