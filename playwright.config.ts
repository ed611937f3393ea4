// Browser tests: the test build (`npm run build:test`) served with its production headers by
// `npm run serve` on loopback, in Debian's Chromium. Three workers on the 2-core CI machine: most of a
// browser test is waiting (frames, timers, the network), so a third worker fills the cores the other
// two leave idle (each worker has its own fake EmailJS and nginx; docs/performance.md has the
// measurements). Tests are spread one by one. The all-routes sweeps walk their routes in groups, one
// page per group: a page visiting route after route keeps its HTTP cache, which fresh pages per route
// would pay for again in CPU time. Every test runs at 1440 px; tests tagged @phone also run at 390 px,
// and tests tagged @phone-only at 390 px alone.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.cjs";

// E2E_PORT lets two checkouts run their suites at once.
const PORT = Number(process.env.E2E_PORT ?? 9321);

export default defineConfig({
  testDir: "__tests__/e2e",
  testMatch: "*.spec.ts",
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Recording a trace roughly doubles a test's CPU time (a DOM snapshot around every action), so
  // green tests run without one: a failing test runs once more, traced. A test that fails twice
  // fails the run; one that passes on its retry is listed as flaky in the summary (seen once: a
  // page load under wrangler that never fired `load` on a saturated machine).
  retries: 1,
  reporter: [["list"]],
  outputDir: "test-results",
  // Screenshot baselines (screens.spec.ts), one folder, named by screen, language and width; Debian's
  // Chromium on Linux is the one platform they are taken on.
  snapshotPathTemplate: "{testDir}/screens/{arg}-{projectName}{ext}",
  expect: {
    toHaveScreenshot: {
      // A pixel counts as different past pixelmatch's colour distance of 0.2 (anti-aliased edges
      // stay under it), and a screen fails when more than 0.1% of its pixels differ: a header
      // moved by 4 px changes several times that (screens.spec.ts checks it does).
      threshold: 0.2,
      maxDiffPixelRatio: 0.001,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
    { name: "phone", use: { viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
