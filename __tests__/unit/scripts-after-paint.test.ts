import { loadScriptsAfterPaint } from "../../src/node/scripts-after-paint";

const page = (scripts: string) =>
  `<body><div id="___gatsby"><h1>Team</h1></div><script>window.___webpackCompilationHash="1";</script>${scripts}</body>`;
const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe("loadScriptsAfterPaint", () => {
  it("replaces Gatsby's async scripts with one loader that adds them, in order, after the first paint", () => {
    const html = loadScriptsAfterPaint(page(GATSBY_SCRIPTS));
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toContain('(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"])</script></body>');
  });

  describe("in a browser", () => {
    type Added = { src: string; async: boolean };
    /** Runs the loader against a fake document and clock; `paintTiming` says whether the browser reports paints. */
    const run = ({ hidden = false, paintTiming = true } = {}) => {
      const loader = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(loadScriptsAfterPaint(page(GATSBY_SCRIPTS)));
      const added: Added[] = [];
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
      const fakeDocument = {
        hidden,
        createElement: () => ({ src: "", async: true }),
        body: { appendChild: (element: Added) => added.push(element) },
      };
      new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader?.[1] ?? "")(
        fakeDocument,
        (callback: () => void) => frames.push(callback),
        (callback: () => void, delay = 0) => timers.push({ callback, delay }),
        FakePerformanceObserver,
      );
      const fire = (delay: number) =>
        timers.splice(0).forEach((timer) => (timer.delay === delay ? timer.callback() : timers.push(timer)));
      return { added, frames, timers, observers, fire };
    };
    const IN_ORDER = [
      { src: "/webpack-runtime-1.js", async: false },
      { src: "/framework-2.js", async: false },
      { src: "/app-3.js", async: false },
    ];

    it("adds them, in order and not async, right after the browser reports the first paint, once", () => {
      const browser = run();
      expect(browser.observers).toHaveLength(1);
      expect(browser.observers[0].options).toEqual({ type: "paint", buffered: true });
      expect(browser.frames).toEqual([]);
      browser.fire(0);
      expect(browser.added).toEqual([]);
      browser.observers[0].callback();
      expect(browser.observers[0].disconnected).toBe(true);
      expect(browser.added).toEqual([]);
      browser.fire(0);
      expect(browser.added).toEqual(IN_ORDER);
      browser.fire(3000);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("does not wait more than three seconds for a paint report", () => {
      const browser = run();
      browser.fire(3000);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds them after the first frame where the browser reports no paint timing", () => {
      const browser = run({ paintTiming: false });
      expect(browser.observers).toEqual([]);
      browser.frames.forEach((frame) => frame());
      expect(browser.added).toEqual([]);
      browser.fire(0);
      expect(browser.added).toEqual(IN_ORDER);
    });

    it("adds them at once in a hidden tab, which paints nothing until shown", () => {
      expect(run({ hidden: true }).added).toEqual(IN_ORDER);
    });
  });

  it("writes the same loader for every page of a build, and leaves a page without them alone", () => {
    const contactFromTeam = loadScriptsAfterPaint(page(GATSBY_SCRIPTS)).replace("Team", "Contact");
    expect(contactFromTeam).toBe(loadScriptsAfterPaint(page(GATSBY_SCRIPTS).replace("Team", "Contact")));
    expect(loadScriptsAfterPaint(page(""))).toBe(page(""));
  });

  it("takes only same-site script paths Gatsby writes", () => {
    const odd = '<script src="https://cdn.example/x.js" async></script><script src="/a b.js" async></script>';
    expect(loadScriptsAfterPaint(page(odd))).toBe(page(odd));
  });
});
