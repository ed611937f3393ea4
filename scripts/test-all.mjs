// `npm test`: every check, in stages. Within a stage its lanes run side by side, each lane's steps
// one after another: the Gatsby steps share .cache/ and public/, so they stay in one lane, while lint
// and jest, which read neither, fill the core that Gatsby's single-threaded phases leave idle.
// The typecheck follows the build, which regenerates the GraphQL types it checks, beside the serving
// tests, which mostly wait on their servers; the browser tests, which keep both cores busy, run
// alone. A failing step ends its lane; the stage's other lanes finish, then the run stops. Each
// step's time is printed, so a CI log says where the time went (docs/performance.md, "CI time").
import { spawn } from "node:child_process";

/** @type {string[][][]} stages of lanes of npm scripts */
const STAGES = [
  [
    ["check:content", "test:content", "build:test"],
    ["lint", "test:unit"],
  ],
  [["typecheck"], ["test:serving"]],
  [["test:e2e"]],
];

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** @type {{ step: string, seconds: number, ok: boolean }[]} */
const times = [];

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => {
    // Each step is its own process group: stop it and whatever it started, by its PID.
    for (const child of running) if (child.pid) process.kill(-child.pid, signal);
    process.exit(1);
  });

/**
 * Runs one npm script, its output line by line, prefixed with its name when its stage runs lanes
 * side by side.
 * @param {string} step
 * @param {boolean} prefixed
 * @returns {Promise<boolean>} whether it passed
 */
function run(step, prefixed) {
  const started = Date.now();
  const child = spawn("npm", ["run", step], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  for (const [from, to] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    let rest = "";
    from.setEncoding("utf8");
    from.on("data", (/** @type {string} */ chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(prefixed ? `[${step}] ${line}\n` : `${line}\n`);
    });
    from.on("end", () => rest && to.write(prefixed ? `[${step}] ${rest}\n` : `${rest}\n`));
  }
  return new Promise((resolve) =>
    child.on("close", (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push({ step, seconds, ok: code === 0 });
      console.log(`< ${step}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    }),
  );
}

/**
 * @param {string[]} lane
 * @param {boolean} prefixed
 */
async function runLane(lane, prefixed) {
  for (const step of lane) if (!(await run(step, prefixed))) return false;
  return true;
}

const started = Date.now();
let passed = true;
for (const lanes of STAGES) {
  const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
console.log("\nStep times (wall clock; lanes of a stage overlap):");
for (const { step, seconds, ok } of times)
  console.log(`  ${step.padEnd(14)} ${String(seconds).padStart(5)} s${ok ? "" : "  FAILED"}`);
console.log(`  ${"total".padEnd(14)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
process.exit(passed ? 0 : 1);
