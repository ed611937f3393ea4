// The benchmark's arithmetic (scripts/bench.mjs), kept pure so jest checks it: medians, each
// figure as a ratio to the bare Gatsby page measured in the same run, and the budgets of issue 16.

/** @typedef {Record<string, number>} Figures */

/**
 * The budgets. Times drift from machine to machine, so a timed budget is a ratio to the bare page:
 * LCP 1.2 s and TBT 50 ms were set where the bare page measured 858 ms and 41 ms, JavaScript at
 * 1.35x the bare page's and the clean build at 4x. Scores and CLS do not drift: they are absolute.
 */
export const BUDGETS = {
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  cls: 0,
  ratios: { lcpMs: 1200 / 858, tbtMs: 50 / 41, jsGzipBytes: 1.35 },
  buildRatio: 4,
};

/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same phone on any host, from the
 * host's benchmarkIndex (which Lighthouse measures at the start of every run): Lighthouse's own
 * calibration (docs/throttling.md#cpu-throttling and the CPU throttling calculator it links).
 * Lighthouse's default, 4x, is that phone on a host of index 1,533; on a host twice as fast, 4x
 * simulates a phone twice as fast, and Total Blocking Time, which counts only what a task spends
 * over 50 ms, falls far more than in proportion (the bare page's: 100 to 142 ms on slow hosts,
 * single figures on fast ones), so neither the absolute figure nor its ratio would compare.
 * @param {number} benchmarkIndex
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) throw new Error(`no benchmarkIndex to calibrate from: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * How many times each run measures the bare page. Its LCP is a race (whether its `async` scripts
 * finish before its first paint, which decides whether Lighthouse counts them in): eight runs in a
 * row gave 661 to 1,655 ms, so the median of five moved by half a second from one full run to the
 * next, and every route's LCP budget with it. Fifteen runs make the reference steady.
 */
export const BARE_RUNS_PER_RUN = 3;

/**
 * One run's order of measurement: the bare page (null) before each equal share of the routes, so
 * that its runs are spread through the run as the routes' are, and a machine that slows down
 * part-way slows both sides.
 * @param {string[]} routes
 * @param {number} bareRuns
 * @returns {(string | null)[]}
 */
export function runOrder(routes, bareRuns) {
  /** @type {(string | null)[]} */
  const order = [];
  for (let share = 0; share < bareRuns; share += 1) {
    const start = Math.round((share * routes.length) / bareRuns);
    const end = Math.round(((share + 1) * routes.length) / bareRuns);
    order.push(null, ...routes.slice(start, end));
  }
  return order;
}

/**
 * The lowest and highest of a figure over runs, e.g. the bare page's LCP spread.
 * @param {Figures[]} runs
 * @param {string} key
 * @returns {[number, number]}
 */
export function spread(runs, key) {
  const values = runs.map((run) => run[key]);
  return [Math.min(...values), Math.max(...values)];
}

/** The figures reported as a ratio to the bare page's. */
export const RATIO_FIGURES = ["fcpMs", "lcpMs", "tbtMs", "jsGzipBytes"];

/**
 * The middle value (the upper middle of an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One figure set from several runs: the median of each figure.
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/**
 * A figure over the bare page's. A bare figure of 0 (TBT can be) leaves the ratio undefined: the
 * budget then falls back to the absolute figure the ratio was set at (see overBudget).
 * @param {number} value
 * @param {number} bare
 */
export const ratio = (value, bare) => (bare > 0 ? value / bare : undefined);

/**
 * Every budget a route's figures break, in words ("lcpMs 1.52x > 1.40x (1,305 ms)"); none: [].
 * @param {Figures} row the route's medians
 * @param {Figures} bare the bare page's medians
 */
export function overBudget(row, bare) {
  /** @type {string[]} */
  const broken = [];
  for (const [key, min] of Object.entries(BUDGETS.scores)) {
    if (row[key] < min) broken.push(`${key} ${row[key]} < ${min}`);
  }
  if (row.cls > BUDGETS.cls) broken.push(`cls ${row.cls} > ${BUDGETS.cls}`);
  for (const [key, max] of Object.entries(BUDGETS.ratios)) {
    const r = ratio(row[key], bare[key]);
    if (r === undefined) {
      // A bare figure of 0: the figure may be no more than the budget's absolute reference.
      if (key === "tbtMs" && row[key] > 50) broken.push(`${key} ${row[key]} > 50 (bare 0)`);
    } else if (r > max + 1e-9) {
      broken.push(`${key} ${r.toFixed(2)}x > ${max.toFixed(2)}x (${Math.round(row[key])} vs ${Math.round(bare[key])})`);
    }
  }
  return broken;
}

/**
 * Whether the site's clean build is over its budget against the bare page's.
 * @param {number} siteSeconds
 * @param {number} bareSeconds
 */
export const buildOverBudget = (siteSeconds, bareSeconds) => siteSeconds > BUDGETS.buildRatio * bareSeconds;
