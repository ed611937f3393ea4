/** @jest-environment node */
// The Hindi product videos (scripts/media/videos.ts, words in video-frames/words/hi.ts): their
// labels are HarfBuzz-shaped outlines, never resvg's text layout, which misshapes Devanagari.
import { spawnSync } from "child_process";
import path from "path";

const ROOT = path.join(__dirname, "../..");

interface Shaping {
  shaped: { glyph: number; dx: number; dy: number }[];
  nominal: number[];
}
interface Report {
  labels: string[];
  drawn: string[];
  unshaped: string[];
  shaping: Record<string, Shaping>;
}

/** Runs the check in Node: it needs harfbuzzjs, an ESM module with top-level await, which jest cannot load. */
function check(): Report {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/media/hindi-labels-check.ts"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (!result.stdout) throw new Error(`scripts/media/hindi-labels-check.ts: ${result.stderr}`);
  return JSON.parse(result.stdout) as Report;
}

describe("the Hindi videos' labels", () => {
  let report: Report;
  beforeAll(() => {
    report = check();
  }, 120_000);

  it("are Hindi", () => {
    expect(report.labels.length).toBeGreaterThan(50);
    expect(report.labels).toEqual(expect.arrayContaining(["खाता मिनटों में खुला", "क्रेडिट हुआ"]));
  });

  it("are every one drawn as shaped outlines, and no Devanagari is left to resvg's text layout", () => {
    // A label with a {placeholder} is drawn with a number or an amount in its place.
    const pattern = (label: string) =>
      new RegExp(
        `^${label
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
          .join(".+")}$`,
      );
    const drawn = (label: string) => report.drawn.some((shown) => pattern(label).test(shown));
    expect(report.labels.filter((label) => !drawn(label))).toEqual([]);
    expect(report.unshaped).toEqual([]);
  });

  it("are shaped by HarfBuzz: vowel signs reordered, conjuncts formed, marks placed", () => {
    const { shaping } = report;
    // मिनटों: ि is drawn before the म it follows in the text.
    const minaton = shaping["मिनटों"];
    expect(minaton.shaped[0].glyph).not.toBe(minaton.nominal[0]);
    expect(minaton.shaped[1].glyph).toBe(minaton.nominal[0]);
    // क्रेडिट: क + ् + र become one conjunct glyph, so there are fewer glyphs than characters.
    const credit = shaping["क्रेडिट"];
    expect(credit.shaped.length).toBeLessThan(credit.nominal.length);
    expect(credit.shaped.map(({ glyph }) => glyph)).not.toContain(credit.nominal[1]);
    // The sentence the README found misshapen comes out otherwise than its characters' own glyphs.
    const sentence = shaping["खाता मिनटों में खुला"];
    expect(sentence.shaped.map(({ glyph }) => glyph)).not.toEqual(sentence.nominal);
  });
});
