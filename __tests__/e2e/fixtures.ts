// What every browser test gets: the production build served on loopback (playwright.config.ts),
// Debian's Chromium, and a record of what went wrong on the pages a test opened: console errors,
// failed requests, HTTP errors, alerts, and whatever the Content-Security-Policy blocked. Any CSP
// violation fails the test that caused it.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Frame,
  type Page,
  type Request,
  type Response,
} from "@playwright/test";
import { startNginx } from "../serving/nginx.mjs";
import { reactInternals } from "./react-internals";
import { startWrangler } from "../serving/wrangler.mjs";
import { startFakeEmailJs, TEST_EMAILJS, type FakeEmailJs } from "../support/fake-emailjs.mjs";

export { expect };

/** What the pages of one test reported. */
export interface PageLog {
  /** Console errors and warnings, page errors, failed requests and HTTP responses of 400 and more. */
  problems: string[];
  /** What the Content-Security-Policy blocked: securitypolicyviolation events and console reports. */
  cspViolations: string[];
  /** The text of every alert(), accepted as a visitor would. */
  alerts: string[];
}

declare global {
  interface Window {
    __reportCspViolation(text: string): void;
  }
}

async function record(context: BrowserContext, log: PageLog): Promise<void> {
  // Bindings and init scripts come through the DevTools protocol, which the CSP does not govern.
  await context.exposeBinding("__reportCspViolation", (_, text: string) => log.cspViolations.push(text));
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      window.__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  context.on("console", (message) => {
    if (["error", "warning"].includes(message.type()))
      log.problems.push(`console ${message.type()}: ${message.text()}`);
    if (/Content Security Policy/i.test(message.text())) log.cspViolations.push(`console: ${message.text()}`);
  });
  context.on("weberror", (error) => log.problems.push(`page error: ${error.error().message}`));
  // A request still on its way when the test leaves its page (Gatsby prefetches linked pages' data
  // in batches 3 s apart, long after the network went quiet) is dropped with that document, as for a
  // visitor who leaves. So each request remembers which of its frame's documents asked for it.
  const documentsStarted = new WeakMap<Frame, number>();
  const documentOf = new WeakMap<Request, number>();
  context.on("request", (request) => {
    if (request.serviceWorker()) return;
    const frame = request.frame();
    if (request.isNavigationRequest()) documentsStarted.set(frame, (documentsStarted.get(frame) ?? 0) + 1);
    else documentOf.set(request, documentsStarted.get(frame) ?? 0);
  });
  context.on("requestfailed", (request) => {
    const leftBehind =
      request.failure()?.errorText === "net::ERR_ABORTED" &&
      documentOf.has(request) &&
      documentOf.get(request) !== documentsStarted.get(request.frame());
    if (!leftBehind) log.problems.push(`failed: ${request.url()}`);
  });
  context.on("response", (response) => {
    if (response.status() >= 400) log.problems.push(`${response.status()}: ${response.url()}`);
  });
  context.on("dialog", (dialog) => {
    log.alerts.push(dialog.message());
    return dialog.accept();
  });
}

interface Fixtures {
  log: PageLog;
  /** Another page in a fresh browser context (its own viewport, motion preference…), recorded into `log` and closed after the test. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** The stand-in for the EmailJS API the test build sends to (TEST_EMAILJS.origin): the test page's requests
   * there reach this worker's fake, emptied for each test that uses it. */
  emailjs: FakeEmailJs;
}

interface WorkerFixtures {
  emailjsServer: FakeEmailJs;
  /** Debian's nginx serving public/ with the build's deploy/nginx.conf on a free loopback port; a spec uses it with `test.use({ baseURL: async ({ nginx }, use) => use(nginx.url) })`. */
  nginx: Awaited<ReturnType<typeof startNginx>>;
  /** Cloudflare's Pages asset server (`wrangler pages dev public`, offline) on a free loopback port, used like `nginx`. */
  cloudflare: Awaited<ReturnType<typeof startWrangler>>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  log: async ({}, use) => {
    const log: PageLog = { problems: [], cspViolations: [], alerts: [] };
    await use(log);
    expect(log.cspViolations, "what the Content-Security-Policy blocked").toEqual([]);
  },
  context: async ({ context, log }, use) => {
    await record(context, log);
    await use(context);
  },
  openPage: async ({ browser, log, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      opened.push(context);
      await record(context, log);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  emailjsServer: [
    async ({}, use) => {
      const server = await startFakeEmailJs();
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  nginx: [
    async ({}, use) => {
      const server = await startNginx();
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  cloudflare: [
    async ({}, use) => {
      const server = await startWrangler();
      await use(server);
      await server.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  emailjs: async ({ emailjsServer, context }, use) => {
    emailjsServer.reset();
    // Workers run side by side and the build names one origin: forward the page's requests to this
    // worker's fake over real HTTP, and turn a connection the fake destroys into a network error.
    await context.route(`${TEST_EMAILJS.origin}/**`, async (route) => {
      const url = route.request().url().replace(TEST_EMAILJS.origin, emailjsServer.url);
      let response;
      try {
        response = await route.fetch({ url });
      } catch {
        return route.abort("connectionreset");
      }
      return route.fulfill({ response });
    });
    await use(emailjsServer);
  },
});

/**
 * Navigates and waits until Gatsby has hydrated (the router has mounted the page). A route that answers
 * with a redirect fails: tests visit pages at their one URL (with the trailing slash). It does not wait for
 * the network to go quiet (at least 500 ms a visit): assertions retry until lazy parts arrive, and a
 * check that reads the page once, with nothing to retry, settles it first (`settled`).
 */
export async function visit(page: Page, route: string): Promise<Response> {
  const response = await page.goto(route, { waitUntil: "load" });
  if (!response) throw new Error(`no response for ${route}`);
  if (response.request().redirectedFrom()) throw new Error(`${route} redirected to ${response.url()}`);
  await hydrated(page);
  return response;
}

/**
 * Waits until React has hydrated the page (the router has mounted it). The root exists from the
 * moment hydration starts, but the page hydrates in a transition, in slices (src/hydrate-in-transition.ts):
 * on /hi/ at a sixth of this machine's speed, 730 ms passed between the two. The root's fiber says
 * when the server's markup has been taken over.
 */
export const hydrated = (page: Page) => reactInternals.rootHydrated(page);

/**
 * Waits until nothing has been fetched for 500 ms (lazy sections, images and videos have arrived)
 * and every web font the text on screen needs has loaded. The network-idle state is the document's:
 * after a client-side navigation it was reached long ago, while the new page's fonts (the Devanagari
 * face, after a switch to Hindi) may only now be on their way.
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    // Layout is what asks for the fonts the text needs: run it now, then wait for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
}

/** The page's h1, for asserting that client-side navigation has rendered the new page. */
export const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Holds every script asked for from now on (a form's code arriving late) until `release()`. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(/\.js$/, async (route) => {
    requested += 1;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Runs `check` on every item, `lanes` of them at a time and one after another within a lane (`lane`
 * is 0 to lanes - 1, for a page of the lane's own). For sweeps that mostly wait (frames, timers, a quiet
 * network): several routes at once keep the cores busy that one route leaves idle (docs/performance.md,
 * "CI time"). A lane that needs a page opens it in a browser context of its own (`openPage`): a second
 * page of one context is a background tab, which Chromium draws about once a second. Every lane runs
 * to its end before the first failure is thrown, so no check is still running when the test ends.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  check: (item: T, lane: number) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(lanes, queue.length) }, async (_, lane) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item, lane);
    }),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
}
