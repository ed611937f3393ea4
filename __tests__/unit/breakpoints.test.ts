import fs from "fs";
import path from "path";

const SRC = path.join(__dirname, "../../src");
const TOKENS = path.join(SRC, "styles/tokens.css");

interface Breakpoint {
  name: string;
  value: string;
  px: number;
}

/** The documented set: the ` * breakpoint <name>: <rem> (<px>)` lines of tokens.css. */
function documentedBreakpoints(): Breakpoint[] {
  const css = fs.readFileSync(TOKENS, "utf8");
  return [...css.matchAll(/^ \* breakpoint ([a-z-]+):\s+([\d.]+rem) \((\d+)px\)/gm)].map(([, name, value, px]) => ({
    name,
    value,
    px: Number(px),
  }));
}

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

/** Every width a @media query tests, with its line: `max-width: 40rem`, `min-width: …`, `width <= …`, `… < width`. */
function mediaWidths(css: string): { line: number; value: string }[] {
  // Comments blanked out, line breaks kept, so a commented-out query is ignored and lines still count.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return [...code.matchAll(/@media([^{]*)\{/g)].flatMap((media) => {
    const line = code.slice(0, media.index).split("\n").length;
    const prelude = media[1];
    const after = [...prelude.matchAll(/width\s*(?::|[<>]=?)\s*([^\s)]+)/g)].map((match) => match[1]);
    const before = [...prelude.matchAll(/([^\s(]+)\s*[<>]=?\s*width\b/g)].map((match) => match[1]);
    return [...before, ...after].map((value) => ({ line, value }));
  });
}

const uses = cssFiles(SRC).flatMap((file) =>
  mediaWidths(fs.readFileSync(file, "utf8")).map((use) => ({
    ...use,
    file: path.relative(path.join(SRC, ".."), file),
  })),
);

describe("breakpoints", () => {
  const documented = documentedBreakpoints();

  it("are documented in src/styles/tokens.css, each with its width in pixels", () => {
    expect(documented.length).toBeGreaterThan(0);
    for (const { name, value, px } of documented) expect([name, parseFloat(value) * 16]).toEqual([name, px]);
  });

  it("are the only widths any @media query in src/ uses", () => {
    const allowed = new Set(documented.map((breakpoint) => breakpoint.value));
    const offenders = uses
      .filter((use) => !allowed.has(use.value))
      .map((use) => `${use.file}:${use.line}: @media width ${use.value} is not a breakpoint in src/styles/tokens.css`);
    expect(offenders).toEqual([]);
  });

  it("are all in use, so the documented set does not outlive the layouts it names", () => {
    const used = new Set(uses.map((use) => use.value));
    expect(documented.filter((breakpoint) => !used.has(breakpoint.value)).map((breakpoint) => breakpoint.name)).toEqual(
      [],
    );
  });

  it("are read from every form of width query, and not from comments", () => {
    const css = [
      "@media (max-width: 40rem) {}",
      "/* @media (max-width: 99rem) */",
      "@media (prefers-reduced-motion: reduce) and (min-width: 1080px) {}",
      "@media (30rem <= width < 64rem) {}",
    ].join("\n");
    expect(mediaWidths(css)).toEqual([
      { line: 1, value: "40rem" },
      { line: 3, value: "1080px" },
      { line: 4, value: "30rem" },
      { line: 4, value: "64rem" },
    ]);
  });
});
