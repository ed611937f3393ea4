// Runs the browser tests (Node's test runner) one file at a time: a 2-core machine runs one
// Chromium well, two poorly. Each file serves public/ and launches Chromium itself.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith(".spec.mjs"))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .map((file) => path.join(dir, file));

const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
