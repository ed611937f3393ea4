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
// The tests' Chromium: Debian's headless shell of the same Chromium release (package
// `chromium-headless-shell`), the build Playwright itself runs headless tests in: the same Blink, Skia
// and fonts, without the full browser's profile and UI services, which cost each page several times
// the CPU (docs/performance.md, "CI time"). The full browser takes its glyph hinting from fontconfig
// (Debian's is slight); the shell hints fully unless told, which moves text by a pixel: told, the two
// draw the site's screens pixel for pixel alike. The benchmark keeps the full browser, a visitor's.
exports.HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
exports.HEADLESS_SHELL_FLAGS = [...exports.CHROMIUM_FLAGS, "--font-render-hinting=slight"];
