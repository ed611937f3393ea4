import { BEFORE_PAINT, loadAfterPaint } from "../../src/node/after-paint-loader";

const page = (scripts: string, head = "") =>
  `<html lang="en-IN"><head>${head}</head><body><div id="___gatsby"><h1>Team</h1></div><script>window.___webpackCompilationHash="1";</script>${scripts}</body></html>`;
const STYLES = '<style data-href="/styles.4.css" data-identity="gatsby-global-css">h1{color:red}</style>';
const MANIFEST = '<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>';
const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe("loadAfterPaint", () => {
  it("replaces Gatsby's async scripts with one loader that adds them, in order, after the first paint", () => {
    const html = loadAfterPaint(page(GATSBY_SCRIPTS));
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toContain(
      '(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],null,null)</script></body></html>',
    );
    expect(loadAfterPaint(page(GATSBY_SCRIPTS, STYLES))).toContain(
      '(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],"/styles-deferred.4.css",null)</script></body></html>',
    );
  });

  it("marks the page's <html> as not yet painted, and only a page it writes a loader into", () => {
    expect(loadAfterPaint(page(GATSBY_SCRIPTS))).toMatch(/^<html lang="en-IN" data-before-paint="">/);
    expect(loadAfterPaint(page(""))).toMatch(/^<html lang="en-IN">/);
  });

  it("moves the web manifest's link out of the head and into the loader", () => {
    const html = loadAfterPaint(page(GATSBY_SCRIPTS, MANIFEST + STYLES));
    expect(html).toContain(`<head>${STYLES}</head>`);
    expect(html).toContain(',"/styles-deferred.4.css","/manifest.webmanifest")</script></body></html>');
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
    const run = ({ hidden = false, paintTiming = true, head = "", pageScripts = [] as string[] } = {}) => {
      const html = loadAfterPaint(page(GATSBY_SCRIPTS, head), pageScripts);
      const loader = /<script[^>]*>(\(function[\s\S]*?)<\/script><\/body>/.exec(html);
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
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader?.[1] ?? "")(
        fakeDocument,
        (callback: () => void) => frames.push(callback),
        (callback: () => void, delay = 0) => timers.push({ callback, delay }),
        FakePerformanceObserver,
      );
      const fire = (delay: number) =>
        timers.splice(0).forEach((timer) => (timer.delay === delay ? timer.callback() : timers.push(timer)));
      const painted = () => !marks.has(BEFORE_PAINT);
      return { added, linked, frames, timers, observers, fire, painted };
    };
    const IN_ORDER = [
      { src: "/webpack-runtime-1.js", async: false },
      { src: "/framework-2.js", async: false },
      { src: "/app-3.js", async: false },
    ];

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
      const browser = run({ head: STYLES });
      browser.observers[0].callback();
      browser.fire(0);
      expect(browser.linked.map(({ rel, href }) => ({ rel, href }))).toEqual([
        { rel: "stylesheet", href: "/styles-deferred.4.css" },
      ]);
      expect(browser.timers.filter(({ delay }) => delay === 0)).toHaveLength(3);
      browser.fire(0);
      expect(browser.linked.map(({ rel, as, href }) => ({ rel, as, href }))).toEqual([
        { rel: "stylesheet", as: undefined, href: "/styles-deferred.4.css" },
        { rel: "preload", as: "script", href: "/webpack-runtime-1.js" },
        { rel: "preload", as: "script", href: "/framework-2.js" },
        { rel: "preload", as: "script", href: "/app-3.js" },
      ]);
      expect(browser.added).toEqual([]);
      browser.linked[0].onload?.();
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("preloads no script once the scripts are added", () => {
      const browser = run({ head: STYLES });
      browser.observers[0].callback();
      browser.fire(0);
      browser.linked[0].onload?.();
      browser.fire(0);
      expect(browser.linked.map(({ rel }) => rel)).toEqual(["stylesheet"]);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds the page's own scripts after the app's, preloaded with them", () => {
      const browser = run({ head: STYLES, pageScripts: ["/commons-4.js", "/component---src-pages-team-tsx-5.js"] });
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
      const browser = run({ head: MANIFEST + STYLES });
      expect(browser.linked).toEqual([]);
      browser.observers[0].callback();
      browser.fire(0);
      expect(browser.linked[0]).toEqual({ rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "anonymous" });
      expect(browser.linked.map(({ rel }) => rel)).toEqual(["manifest", "stylesheet"]);
    });

    it("still runs the scripts when the stylesheet fails to load", () => {
      const browser = run({ head: STYLES, hidden: true });
      expect(browser.added).toEqual([]);
      browser.linked.find(({ rel }) => rel === "stylesheet")?.onerror?.();
      expect(browser.added).toEqual(IN_ORDER);
    });
  });

  it("writes the same loader for every page of a build, and leaves a page without them alone", () => {
    const contactFromTeam = loadAfterPaint(page(GATSBY_SCRIPTS)).replace("Team", "Contact");
    expect(contactFromTeam).toBe(loadAfterPaint(page(GATSBY_SCRIPTS).replace("Team", "Contact")));
    expect(loadAfterPaint(page(""))).toBe(page(""));
  });

  it("names a page's own scripts in an attribute, so the loader's text, and its CSP hash, stay the same", () => {
    const loaderText = (html: string) => /<script[^>]*>(\(function[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    const team = loadAfterPaint(page(GATSBY_SCRIPTS), ["/commons-4.js", "/component---src-pages-team-tsx-5.js"]);
    expect(team).toContain('<script data-page-scripts="/commons-4.js /component---src-pages-team-tsx-5.js">(function');
    expect(loaderText(team)).toBe(loaderText(loadAfterPaint(page(GATSBY_SCRIPTS))));
    expect(loadAfterPaint(page(GATSBY_SCRIPTS))).toContain("<script>(function");
  });

  it("takes only same-site script paths Gatsby writes", () => {
    const odd = '<script src="https://cdn.example/x.js" async></script><script src="/a b.js" async></script>';
    expect(loadAfterPaint(page(odd))).toBe(page(odd));
  });
});
