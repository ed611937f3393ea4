// Shared set-up for the browser tests: the production build served on loopback and Debian's
// Chromium driven by playwright-core. Each spec file starts (and stops) its own pair.
import fs from "node:fs";
import path from "node:path";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { startStaticServer } from "../../scripts/static-server.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Spec 2.1, route by route (the team profiles come from content, as the site builds them). */
export const STATIC_ROUTES = [
  "/",
  "/how-it-works",
  "/about-us",
  "/services",
  "/digital-onboarding",
  "/trust",
  "/payout-platform",
  "/bbps-features",
  "/payment-aggregator",
  "/compliance-suite",
  "/team",
  "/contact",
  "/blog",
  "/careers",
  "/case-studies",
  "/community-forum",
  "/feedback",
  "/help-center",
  "/press-media",
  "/technical-support",
  "/testimonials",
  "/webinars",
  "/company-overview",
  "/terms",
  "/privacy",
  "/security",
];

export function readContent(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "content", file), "utf8"));
}

export const team = readContent("team.json");
export const site = readContent("site.json");
export const pages = readContent("pages.json");
export const ALL_ROUTES = [...STATIC_ROUTES, ...team.map((member) => `/team/${member.slug}`)];

/** Text as the site shows it: the {company} token replaced by the name. */
export const withCompany = (text) => text.replaceAll("{company}", site.name);

const { grievanceOfficer: officer, address } = site;
/** What the {grievanceOfficer} token of privacy and help-centre copy shows: name, e-mail, phone, postal address. */
export const grievanceOfficer = `${officer.name}, ${officer.email}, ${officer.phone}, ${site.legalName}, ${address.streetAddress}, ${address.city}, ${address.region} ${address.postalCode}`;
/** Policy copy as the site shows it, both tokens replaced. */
export const withTokens = (text) => withCompany(text).replaceAll("{grievanceOfficer}", grievanceOfficer);
export const pageCopy = (route) => pages.find((page) => page.path === route);

/**
 * Registers before/after hooks that serve public/ and launch Chromium for the calling spec file.
 * `startServer()` resolves to { url, close } (default: the small Node server, without headers).
 * Returns a context whose `url`, `browser` are filled in before the tests run.
 */
export function useSiteAndBrowser({ startServer = () => startStaticServer({ root: PUBLIC_DIR }) } = {}) {
  const context = { url: "", browser: null, server: null };
  before(async () => {
    if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
      throw new Error("public/ has no build: run `npm run build` before the browser tests");
    }
    context.server = await startServer();
    context.url = context.server.url;
    context.browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    });
  });
  after(async () => {
    await context.browser?.close();
    await context.server?.close();
  });
  return context;
}

/** Waits until the page's h1 reads `text` (client-side navigation renders after the URL changes). */
export const waitForHeading = (page, text) => page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();

/** Closes a page opened by openPage together with its browser context. */
export const closePage = (page) => page.context().close();

/**
 * A fresh page at the given viewport that records console errors and warnings and failed requests, so
 * tests can assert a route loaded cleanly, and in `cspViolations` what the Content-Security-Policy
 * blocked (securitypolicyviolation events and the console's reports).
 */
export async function openPage(context, { width = 1440, height = 900, reducedMotion = "no-preference" } = {}) {
  const browserContext = await context.browser.newContext({ viewport: { width, height }, reducedMotion });
  const page = await browserContext.newPage();
  page.problems = [];
  page.cspViolations = [];
  // Bindings and init scripts come through the DevTools protocol, which the CSP does not govern.
  await browserContext.exposeBinding("__reportCspViolation", (_, text) => page.cspViolations.push(text));
  await browserContext.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    ),
  );
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) page.problems.push(`console ${message.type()}: ${message.text()}`);
    if (/Content Security Policy/i.test(message.text())) page.cspViolations.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => page.problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => page.problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) page.problems.push(`${response.status()}: ${response.url()}`);
  });
  return page;
}

/** Navigates and waits until Gatsby has hydrated (the router has mounted the page). */
export async function visit(page, context, route) {
  const response = await page.goto(`${context.url}${route}`, { waitUntil: "load" });
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await page.waitForLoadState("networkidle");
  return response;
}

/**
 * Loads `route` in a fresh page, scrolls to the bottom in 400 px steps (so lazy images and videos
 * load) and returns the cumulative layout shift not caused by input, with the elements that moved.
 */
export async function measureLayoutShift(context, route, viewport = { width: 390, height: 844 }) {
  const page = await openPage(context, viewport);
  try {
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => `${source.node?.nodeName ?? "?"}.${source.node?.className?.baseVal ?? source.node?.className ?? ""}`);
          window.__shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await visit(page, context, route);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => window.__shifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
  } finally {
    await closePage(page);
  }
}
