/** @jest-environment node */
import fs from "fs";
import path from "path";
import { BEFORE_PAINT, loadAfterPaint } from "../../src/node/after-paint-loader";
import { HOLD_TAP, type HeldTaps, stopHoldingTaps, takeHeldTap } from "../../src/lib/held-taps";

// A page as this project's Gatsby writes it (npm run fixtures:refresh), and the parts the loader reads.
const TEAM = fs.readFileSync(path.join(__dirname, "../fixtures/gatsby-output/team/index.html"), "utf8");
const GATSBY_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;
const SOURCES = [...TEAM.matchAll(GATSBY_SCRIPT)].map((match) => match[1]);
const STYLESHEET = `/${/<style[^>]*data-href="\/(styles\.[\w-]+\.css)"/.exec(TEAM)?.[1]}`;
const DEFERRED = STYLESHEET.replace("/styles.", "/styles-deferred.");
const MANIFEST = /<link rel="manifest" href="([^"]+)"[^>]*>/.exec(TEAM)?.[1];
const GLOBAL_STYLE = /<style[^>]*data-identity="gatsby-global-css"[^>]*>[\s\S]*?<\/style>/;
/** The team page; `styles: false` without Gatsby's global stylesheet, `scripts` in place of Gatsby's. */
const page = ({ styles = true, scripts }: { styles?: boolean; scripts?: string } = {}) => {
  let html = styles ? TEAM : TEAM.replace(GLOBAL_STYLE, "");
  if (scripts !== undefined) {
    let first = true;
    html = html.replace(GATSBY_SCRIPT, () => (first ? ((first = false), scripts) : ""));
  }
  return html;
};
const CALL_TAIL = (stylesheet: string | null) =>
  `)(${JSON.stringify(SOURCES)},${JSON.stringify(stylesheet)},${JSON.stringify(MANIFEST)},"data-page-scripts","data-before-paint","data-hold-tap")</script>`;

describe("loadAfterPaint", () => {
  it("replaces Gatsby's async scripts with one loader that adds them, in order, after the first paint", () => {
    expect(SOURCES.length).toBeGreaterThanOrEqual(3);
    const html = loadAfterPaint(page({ styles: false }));
    expect(html).not.toMatch(/<script src=[^>]*async/);
    expect(html).toContain(CALL_TAIL(null));
    expect(loadAfterPaint(page())).toContain(CALL_TAIL(DEFERRED));
    expect(loadAfterPaint(page()).match(/\(function\(/g)).toHaveLength(1);
  });

  it("marks the page's <html> as not yet painted", () => {
    expect(TEAM).toMatch(/<html lang="en-IN">/);
    expect(loadAfterPaint(page())).toMatch(/<html lang="en-IN" data-before-paint="">/);
  });

  it("moves the web manifest's link out of the head and into the loader", () => {
    expect(TEAM).toContain('<link rel="manifest"');
    const html = loadAfterPaint(page());
    expect(html).not.toContain('<link rel="manifest"');
    expect(html).toContain(`,${JSON.stringify(MANIFEST)},"data-page-scripts"`);
  });

  describe("in a browser", () => {
    type Added = { src: string; async: boolean };
    type Linked = {
      rel: string;
      as?: string;
      href: string;
      crossOrigin?: string;
      onload?: () => void;
      onerror?: () => void;
    };
    /**
     * Runs the loader against a fake document and clock; `paintTiming` says whether the browser
     * reports paints, `head` is what Gatsby wrote into the page's head.
     */
    const run = ({ hidden = false, paintTiming = true, styles = false, pageScripts = [] as string[] } = {}) => {
      const html = loadAfterPaint(page({ styles }), pageScripts);
      const loader = /<script[^>]*>(\(function[\s\S]*?)<\/script>/.exec(html);
      const attribute = /<script data-page-scripts="([^"]*)">\(function/.exec(html)?.[1] ?? null;
      const added: Added[] = [];
      const linked: Linked[] = [];
      const frames: (() => void)[] = [];
      const timers: { callback: () => void; delay: number }[] = [];
      const observers: { callback: () => void; options: unknown; disconnected: boolean }[] = [];
      class FakePerformanceObserver {
        static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
        private readonly entry: (typeof observers)[number];
        constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
          this.entry = { callback: () => callback({}, this), options: null, disconnected: false };
          observers.push(this.entry);
        }
        observe(options: unknown) {
          this.entry.options = options;
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      }
      const marks = new Set([BEFORE_PAINT]);
      const fakeDocument = {
        hidden,
        currentScript: { getAttribute: (name: string) => (name === "data-page-scripts" ? attribute : null) },
        documentElement: { removeAttribute: (name: string) => marks.delete(name) },
        createElement: (tag: string) => (tag === "script" ? { src: "", async: true } : { rel: "", href: "" }),
        body: { appendChild: (element: Added) => added.push(element) },
        head: { appendChild: (element: Linked) => linked.push(element) },
      };
      const clickListeners = new Set<(event: { target: unknown }) => void>();
      const fakeWindow: { __heldTaps?: HeldTaps } & Record<string, unknown> = {
        addEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
          type === "click" && clickListeners.add(listener),
        removeEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
          type === "click" && clickListeners.delete(listener),
      };
      new Function(
        "document",
        "window",
        "requestAnimationFrame",
        "setTimeout",
        "PerformanceObserver",
        loader?.[1] ?? "",
      )(
        fakeDocument,
        fakeWindow,
        (callback: () => void) => frames.push(callback),
        (callback: () => void, delay = 0) => timers.push({ callback, delay }),
        FakePerformanceObserver,
      );
      /** A click on an element whose closest element with the given attribute has that value. */
      const click = (marks: Record<string, string>) => {
        const target = {
          closest: (selector: string) => {
            const name = /^\[([\w-]+)\]$/.exec(selector)?.[1] ?? "";
            return name in marks ? { getAttribute: (attribute: string) => marks[attribute] } : null;
          },
        };
        clickListeners.forEach((listener) => listener({ target }));
      };
      const fire = (delay: number) =>
        timers.splice(0).forEach((timer) => (timer.delay === delay ? timer.callback() : timers.push(timer)));
      const painted = () => !marks.has(BEFORE_PAINT);
      return { added, linked, frames, timers, observers, fire, painted, click, heldTaps: () => fakeWindow.__heldTaps };
    };
    const IN_ORDER = SOURCES.map((src) => ({ src, async: false }));

    it("adds them, in order and not async, and shows lazy images right after the browser reports the first paint, once", () => {
      const browser = run();
      expect(browser.observers).toHaveLength(1);
      expect(browser.observers[0].options).toEqual({ type: "paint", buffered: true });
      expect(browser.frames).toEqual([]);
      browser.fire(0);
      expect(browser.added).toEqual([]);
      browser.observers[0].callback();
      expect(browser.observers[0].disconnected).toBe(true);
      expect(browser.added).toEqual([]);
      expect(browser.painted()).toBe(false);
      browser.fire(0);
      expect(browser.painted()).toBe(true);
      expect(browser.added).toEqual(IN_ORDER);
      browser.fire(3000);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("does not wait more than three seconds for a paint report", () => {
      const browser = run();
      browser.fire(3000);
      expect(browser.painted()).toBe(true);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds them after the first frame where the browser reports no paint timing", () => {
      const browser = run({ paintTiming: false });
      expect(browser.observers).toEqual([]);
      browser.frames.forEach((frame) => frame());
      expect(browser.added).toEqual([]);
      expect(browser.painted()).toBe(false);
      browser.fire(0);
      expect(browser.painted()).toBe(true);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds them and shows lazy images at once in a hidden tab, which paints nothing until shown", () => {
      const browser = run({ hidden: true });
      expect(browser.added).toEqual(IN_ORDER);
      expect(browser.painted()).toBe(true);
    });

    it("after the paint, adds the site's whole stylesheet and preloads the scripts, each in a task of its own; they run once it has loaded", () => {
      const browser = run({ styles: true });
      browser.observers[0].callback();
      browser.fire(0);
      const linked = () => browser.linked.filter(({ rel }) => rel !== "manifest");
      expect(linked().map(({ rel, href }) => ({ rel, href }))).toEqual([{ rel: "stylesheet", href: DEFERRED }]);
      expect(browser.timers.filter(({ delay }) => delay === 0)).toHaveLength(SOURCES.length);
      browser.fire(0);
      expect(linked().map(({ rel, as, href }) => ({ rel, as, href }))).toEqual([
        { rel: "stylesheet", as: undefined, href: DEFERRED },
        ...SOURCES.map((href) => ({ rel: "preload", as: "script", href })),
      ]);
      expect(browser.added).toEqual([]);
      linked()[0].onload?.();
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("preloads no script once the scripts are added", () => {
      const browser = run({ styles: true });
      browser.observers[0].callback();
      browser.fire(0);
      browser.linked.find(({ rel }) => rel === "stylesheet")?.onload?.();
      browser.fire(0);
      expect(browser.linked.map(({ rel }) => rel)).toEqual(["manifest", "stylesheet"]);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds the page's own scripts after the app's, preloaded with them", () => {
      const browser = run({ styles: true, pageScripts: ["/commons-4.js", "/component---src-pages-team-tsx-5.js"] });
      browser.observers[0].callback();
      browser.fire(0);
      browser.fire(0);
      expect(browser.linked.filter(({ rel }) => rel === "preload").map(({ href }) => href)).toEqual([
        ...IN_ORDER.map(({ src }) => src),
        "/commons-4.js",
        "/component---src-pages-team-tsx-5.js",
      ]);
      browser.linked.find(({ rel }) => rel === "stylesheet")?.onload?.();
      expect(browser.added).toEqual([
        ...IN_ORDER,
        { src: "/commons-4.js", async: false },
        { src: "/component---src-pages-team-tsx-5.js", async: false },
      ]);
    });

    it("links the web manifest after the paint, as the page's head did", () => {
      const browser = run({ styles: true });
      expect(browser.linked).toEqual([]);
      browser.observers[0].callback();
      browser.fire(0);
      expect(browser.linked[0]).toEqual({ rel: "manifest", href: MANIFEST, crossOrigin: "anonymous" });
      expect(browser.linked.map(({ rel }) => rel)).toEqual(["manifest", "stylesheet"]);
    });

    it("holds a tap on a marked control, once each, until the page's code stops it", () => {
      const browser = run();
      browser.click({ [HOLD_TAP]: "menu" });
      browser.click({ "data-other": "x" });
      browser.click({ [HOLD_TAP]: "menu" });
      expect(browser.heldTaps()?.names).toEqual(["menu"]);
      expect(takeHeldTap("menu", browser.heldTaps())).toBe(true);
      expect(takeHeldTap("menu", browser.heldTaps())).toBe(false);
      browser.click({ [HOLD_TAP]: "menu" });
      expect(browser.heldTaps()?.names).toEqual(["menu"]);
      stopHoldingTaps(browser.heldTaps());
      takeHeldTap("menu", browser.heldTaps());
      browser.click({ [HOLD_TAP]: "menu" });
      // Nothing is held once React's root has the page's events.
      expect(browser.heldTaps()?.names).toEqual([]);
    });

    it("still runs the scripts when the stylesheet fails to load", () => {
      const browser = run({ styles: true, hidden: true });
      expect(browser.added).toEqual([]);
      browser.linked.find(({ rel }) => rel === "stylesheet")?.onerror?.();
      expect(browser.added).toEqual(IN_ORDER);
    });
  });

  it("writes the same loader for every page of a build (one CSP hash)", () => {
    const loaderText = (html: string) => /<script[^>]*>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    const hindiContact = fs.readFileSync(
      path.join(__dirname, "../fixtures/gatsby-output/hi/contact/index.html"),
      "utf8",
    );
    expect(loaderText(loadAfterPaint(TEAM))).toBe(loaderText(loadAfterPaint(hindiContact)));
  });

  it("names a page's own scripts in an attribute, so the loader's text, and its CSP hash, stay the same", () => {
    const loaderText = (html: string) => /<script[^>]*>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    const team = loadAfterPaint(page(), ["/commons-4.js", "/component---src-pages-team-tsx-5.js"]);
    expect(team).toContain('<script data-page-scripts="/commons-4.js /component---src-pages-team-tsx-5.js">(function');
    expect(loaderText(team)).toBe(loaderText(loadAfterPaint(page())));
    expect(loadAfterPaint(page())).toContain("<script>(function");
  });

  it("takes only same-site script paths Gatsby writes, and fails the build on a page with none", () => {
    const odd = '<script src="https://cdn.example/x.js" async></script><script src="/a b.js" async></script>';
    expect(() => loadAfterPaint(page({ scripts: odd }))).toThrow(
      /loadAfterPaint: Gatsby's output changed: expected at least 1 `<script src=".*" async>` at the end of the body, found 0/,
    );
  });

  it("leaves a page whose loader an earlier build wrote as it is", () => {
    const once = loadAfterPaint(page());
    expect(loadAfterPaint(once)).toBe(once);
  });
});
