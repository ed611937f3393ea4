// `npm run bench`: Lighthouse (mobile, simulated throttling) on every route of the production
// build, side by side with a bare Gatsby 5 + react-helmet page (bench/bare-page) built with the same
// node_modules in the same run. Each route's figure is the median of five runs (the bare page's, of
// fifteen: BARE_RUNS_PER_RUN), reported beside its ratio to the bare page's; every budget
// (scripts/bench/budgets.mjs) a route breaks is printed, and the exit status is 1 if any is broken.
// A benchmark, not a test: not part of `npm test`.
// The simulated phone's CPU is calibrated to the host first (calibratedCpuSlowdown), so that runs on
// fast and slow machines measure the same phone.
// Usage: node scripts/bench.mjs [--runs N] [--reuse-build] [--cpu-slowdown X] [route ...]
//   --reuse-build     measure the existing public/ folders instead of two clean builds (no build ratio)
//   --cpu-slowdown X  Lighthouse's CPU slowdown, not calibrated (4 is Lighthouse's default)
//   route ...         only these routes (bench/results.* keep the last full run)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ALL_ROUTES } from "../__tests__/support/site-data.mjs";
import {
  BARE_RUNS_PER_RUN,
  BUDGETS,
  RATIO_FIGURES,
  buildOverBudget,
  calibratedCpuSlowdown,
  median,
  medianFigures,
  overBudget,
  ratio,
  runOrder,
  spread,
} from "./bench/budgets.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.cjs";
import { startStaticServer } from "./static-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BARE = path.join(ROOT, "bench/bare-page");
const args = process.argv.slice(2);
const VALUE_FLAGS = ["--runs", "--cpu-slowdown"];
/**
 * A flag's number, or undefined without the flag; anything but a positive number stops the run.
 * @param {string} flag
 */
const flagValue = (flag) => {
  if (!args.includes(flag)) return undefined;
  const text = args[args.indexOf(flag) + 1];
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${flag} takes a positive number, not ${JSON.stringify(text ?? "")}`);
  return value;
};
const RUNS = flagValue("--runs") ?? 5;
if (!Number.isInteger(RUNS)) throw new Error(`--runs takes a whole number, not ${RUNS}`);
const FIXED_CPU_SLOWDOWN = flagValue("--cpu-slowdown");
const REUSE = args.includes("--reuse-build");
const requested = args.filter((arg, i) => arg.startsWith("/") && !VALUE_FLAGS.includes(args[i - 1]));
/** Lighthouse runs of the bare page whose median benchmarkIndex sets the CPU slowdown. */
const CALIBRATION_RUNS = 3;
const ROUTES = requested.length ? requested : ALL_ROUTES;

/** @typedef {import("./bench/budgets.mjs").Figures} Figures */
/** @typedef {{ url: string, resourceType?: string, transferSize?: number }} NetworkRequest */

/**
 * A clean `gatsby build` of the site in `dir`, in seconds.
 * @param {string} dir
 */
function cleanBuild(dir) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  const run = (/** @type {string[]} */ command) => {
    const result = spawnSync("npx", command, { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) throw new Error(`${command.join(" ")} failed in ${path.relative(ROOT, dir) || "."}`);
  };
  run(["gatsby", "clean"]);
  const started = performance.now();
  run(["gatsby", "build"]);
  return (performance.now() - started) / 1000;
}

/**
 * The figures of one Lighthouse run. Bytes are transfer sizes, as a visitor downloads them.
 * @param {import("lighthouse").Result} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const requests = /** @type {{ items: NetworkRequest[] }} */ (lhr.audits["network-requests"].details).items;
  const transfer = (/** @type {NetworkRequest[]} */ items) =>
    items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const score = (/** @type {string} */ category) =>
    Math.round(/** @type {number} */ (lhr.categories[category].score) * 100);
  const metric = (/** @type {string} */ audit) => /** @type {number} */ (lhr.audits[audit].numericValue);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    jsGzipBytes: transfer(requests.filter((item) => item.resourceType === "Script")),
    totalBytes: transfer(requests.filter((item) => item.resourceType !== "Media")),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const KB = 1024;
const HEADER =
  "| route | perf | a11y | best | SEO | FCP ms | LCP ms | TBT ms | CLS | first-load JS KB gzip | total KB | over budget |";
const RULE = HEADER.replace(/[^|]+/g, " --- ");

/**
 * A figure and its ratio to the bare page's, e.g. "1,104 (1.29x)".
 * @param {number} value
 * @param {number} bare
 * @param {(value: number) => string} format
 */
const withRatio = (value, bare, format) => {
  const r = ratio(value, bare);
  return `${format(value)} (${r === undefined ? "n/a" : `${r.toFixed(2)}x`})`;
};
const ms = (/** @type {number} */ value) => Math.round(value).toLocaleString("en-US");
const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

/**
 * @param {string} route
 * @param {Figures} row
 * @param {Figures} bare
 * @param {string[]} broken the budgets the row breaks
 */
function markdownRow(route, row, bare, broken) {
  return `| ${route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${withRatio(row.fcpMs, bare.fcpMs, ms)} | ${withRatio(row.lcpMs, bare.lcpMs, ms)} | ${withRatio(row.tbtMs, bare.tbtMs, ms)} | ${row.cls} | ${withRatio(row.jsGzipBytes, bare.jsGzipBytes, kb)} | ${kb(row.totalBytes)} | ${broken.length ? `⚠ ${broken.join("; ")}` : "none"} |`;
}

let builds = null;
if (!REUSE) {
  console.log("Clean builds: the bare page, then the site…");
  builds = { bare: cleanBuild(BARE), site: cleanBuild(ROOT) };
}

const siteServer = await startStaticServer({ root: path.join(ROOT, "public") });
const bareServer = await startStaticServer({ root: path.join(BARE, "public") });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

/**
 * @param {string} url
 * @param {number} [cpuSlowdownMultiplier] Lighthouse's default (4) when not given
 */
async function measure(url, cpuSlowdownMultiplier) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return figures(result.lhr);
}

/** @type {Figures[]} */
const bareRuns = [];
/** @type {Map<string, Figures[]>} */
const routeRuns = new Map(ROUTES.map((route) => [route, []]));
/** @type {number[]} */
const calibrationIndexes = [];
let cpuSlowdown = FIXED_CPU_SLOWDOWN;
try {
  if (cpuSlowdown === undefined) {
    for (let run = 1; run <= CALIBRATION_RUNS; run += 1) {
      calibrationIndexes.push((await measure(`${bareServer.url}/`)).benchmarkIndex);
    }
    cpuSlowdown = Math.round(calibratedCpuSlowdown(median(calibrationIndexes)) * 10) / 10;
    console.log(`benchmarkIndex ${calibrationIndexes.join(", ")}: CPU slowdown ${cpuSlowdown}x`);
  }
  for (let run = 1; run <= RUNS; run += 1) {
    for (const route of runOrder(ROUTES, BARE_RUNS_PER_RUN)) {
      if (route === null) bareRuns.push(await measure(`${bareServer.url}/`, cpuSlowdown));
      else routeRuns.get(route)?.push(await measure(`${siteServer.url}${route}`, cpuSlowdown));
    }
    console.log(`run ${run} of ${RUNS} done`);
  }
} finally {
  await chrome.kill();
  await siteServer.close();
  await bareServer.close();
}

const bare = medianFigures(bareRuns);
const rows = [...routeRuns].map(([route, runs]) => ({ route, row: medianFigures(runs) }));
const over = rows.filter(({ row }) => overBudget(row, bare).length > 0);
const buildLine = builds
  ? `Clean build: bare page ${builds.bare.toFixed(0)} s, site ${builds.site.toFixed(0)} s (${(builds.site / builds.bare).toFixed(2)}x; budget ${BUDGETS.buildRatio}x)${buildOverBudget(builds.site, builds.bare) ? " ⚠ over budget" : ""}.`
  : "Clean build: not measured (--reuse-build).";
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
).version;
const indexes = [bare, ...rows.map(({ row }) => row)].map((row) => row.benchmarkIndex);
const cpuLine =
  (calibrationIndexes.length
    ? `CPU: the host's benchmarkIndex measured ${calibrationIndexes.map(ms).join(", ")} on the bare page before the runs, so the simulated phone's CPU slowdown was ${cpuSlowdown}x (Lighthouse's calibration; its default 4x is that phone on a host of 1,533).`
    : `CPU: slowdown ${cpuSlowdown}x, set with --cpu-slowdown (not calibrated to this host).`) +
  ` During the runs the index measured ${ms(Math.min(...indexes))} to ${ms(Math.max(...indexes))} (medians per page).`;
const [bareLcpLow, bareLcpHigh] = spread(bareRuns, "lcpMs");
const [bareTbtLow, bareTbtHigh] = spread(bareRuns, "tbtMs");
const bareLine = `The bare page was measured ${bareRuns.length} times, ${BARE_RUNS_PER_RUN} in each run spread through it, and its figures are the medians: its LCP ranged ${ms(bareLcpLow)} to ${ms(bareLcpHigh)} ms (whether its async scripts finish before its first paint decides whether Lighthouse counts them in) and its TBT ${ms(bareTbtLow)} to ${ms(bareTbtHigh)} ms.`;
const ratioBudgets = Object.entries(BUDGETS.ratios)
  .map(([key, max]) => `${key} ${max.toFixed(2)}x`)
  .join(", ");
const md = [
  `# Benchmark: Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${RUNS}`,
  "",
  `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`. Every timed figure is followed by its ratio to the bare Gatsby 5 + react-helmet page (bench/bare-page), built with the same node_modules and measured in the same runs, between the routes.`,
  "",
  `Budgets: all four scores 100; CLS 0; ratios to the bare page: ${ratioBudgets} (${RATIO_FIGURES.join(", ")} are reported as ratios; FCP has no budget); clean build ${BUDGETS.buildRatio}x.`,
  "",
  buildLine,
  "",
  cpuLine,
  "",
  bareLine,
  "",
  HEADER,
  RULE,
  markdownRow("bare page", bare, bare, []),
  ...rows.map(({ route, row }) => markdownRow(route, row, bare, overBudget(row, bare))),
  "",
  over.length ? `Over budget: ${over.map(({ route }) => route).join(", ")}.` : "Every route is within every budget.",
  "",
].join("\n");

console.log(`\n${md}`);
if (requested.length) {
  console.log("A partial run (routes named): bench/results.* keep the last full run.");
} else {
  fs.writeFileSync(
    path.join(ROOT, "bench/results.json"),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, bareRuns: bareRuns.length, cpuSlowdown, calibrationIndexes, builds, bare, bareLcpMs: [bareLcpLow, bareLcpHigh], routes: Object.fromEntries(rows.map(({ route, row }) => [route, row])) }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(ROOT, "bench/results.md"), md);
}
const buildBroken = builds !== null && buildOverBudget(builds.site, builds.bare);
process.exit(over.length > 0 || buildBroken ? 1 : 0);
