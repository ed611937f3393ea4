import { loadScriptsAfterPaint } from "../../src/node/scripts-after-paint";

const page = (scripts: string) =>
  `<body><div id="___gatsby"><h1>Team</h1></div><script>window.___webpackCompilationHash="1";</script>${scripts}</body>`;
const GATSBY_SCRIPTS =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe("loadScriptsAfterPaint", () => {
  it("replaces Gatsby's async scripts with one loader that adds them, in order, after the first frame", () => {
    const html = loadScriptsAfterPaint(page(GATSBY_SCRIPTS));
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toContain('(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"])</script></body>');
    expect(html).toContain("requestAnimationFrame");
  });

  it("loads them in a browser: after the first frame, in order and not async, or at once in a hidden tab", () => {
    const run = (hidden: boolean) => {
      const loader = /<script>(\(function[\s\S]*?)<\/script><\/body>/.exec(loadScriptsAfterPaint(page(GATSBY_SCRIPTS)));
      const added: { src: string; async: boolean }[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const fakeDocument = {
        hidden,
        createElement: () => ({ src: "", async: true }),
        body: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
      };
      new Function("document", "requestAnimationFrame", "setTimeout", loader?.[1] ?? "")(
        fakeDocument,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
      return { added, frames, timers };
    };
    const visible = run(false);
    expect(visible.added).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(visible.added).toEqual([]);
    visible.timers.forEach((timer) => timer());
    expect(visible.added).toEqual([
      { src: "/webpack-runtime-1.js", async: false },
      { src: "/framework-2.js", async: false },
      { src: "/app-3.js", async: false },
    ]);
    expect(run(true).added.map((element) => element.src)).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
    ]);
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
