// Debian's Chromium and the flags every headless run of it here uses (screenshots, benchmark; the
// browser tests name the same in playwright.config.ts, which Playwright loads as CommonJS).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
