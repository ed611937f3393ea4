// Debian's Chromium and the flags every headless run of it here uses: the browser tests, the
// screenshots and the benchmark. CommonJS, because Playwright loads its config as CommonJS.
exports.CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
exports.CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
