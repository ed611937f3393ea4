/** @jest-environment node */
import fs from "fs";
import path from "path";
import { relativePath } from "../../scripts/media/lib/outlines.mjs";

/**
 * The proof band's marks (client and partner wordmarks) are type laid out as
 * paths by scripts/media; lib/outlines.mjs rewrites resvg's absolute path data as relative steps.
 * A step wrong anywhere moves every point after it, so the points are read back here.
 */

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, z: 0 };

/** Every point a relative path reaches, as absolute [x, y] pairs, read independently of the writer. */
function absolutePoints(data: string): number[][] {
  const tokens = data.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: number[][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = "";
  let index = 0;
  while (index < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[index])) {
      command = tokens[index];
      index += 1;
      if (!(command in ARITY)) throw new Error(`an absolute or unknown command "${command}" in relative data`);
      if (command === "z") {
        [x, y] = [startX, startY];
        points.push([x, y]);
        continue;
      }
    }
    const numbers = tokens.slice(index, index + ARITY[command]).map(Number);
    index += ARITY[command];
    if (command === "h") x += numbers[0];
    else if (command === "v") y += numbers[0];
    else {
      for (let at = 0; at < numbers.length; at += 2) points.push([x + numbers[at], y + numbers[at + 1]]);
      [x, y] = [x + numbers[numbers.length - 2], y + numbers[numbers.length - 1]];
    }
    points.push([x, y]);
    if (command === "m") {
      [startX, startY] = [x, y];
      command = "l";
    }
  }
  return points;
}

/** The same for absolute data, every number rounded to a tenth as the writer promises. */
function absoluteInput(data: string): number[][] {
  const lower = data.replace(/[MLHVCSQTZ]/g, (letter) => letter.toLowerCase());
  // Read as relative from a point that never moves: each number is then its own absolute value.
  const tokens = lower.match(/[a-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: number[][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = "";
  let index = 0;
  const tenth = (n: number) => Math.round(n * 10) / 10;
  while (index < tokens.length) {
    if (/[a-z]/.test(tokens[index])) {
      command = tokens[index];
      index += 1;
      if (command === "z") {
        [x, y] = [startX, startY];
        points.push([x, y]);
        continue;
      }
    }
    const numbers = tokens.slice(index, index + ARITY[command]).map((n) => tenth(Number(n)));
    index += ARITY[command];
    if (command === "h") x = numbers[0];
    else if (command === "v") y = numbers[0];
    else {
      for (let at = 0; at < numbers.length; at += 2) points.push([numbers[at], numbers[at + 1]]);
      [x, y] = [numbers[numbers.length - 2], numbers[numbers.length - 1]];
    }
    points.push([x, y]);
    if (command === "m") {
      [startX, startY] = [x, y];
      command = "l";
    }
  }
  return points;
}

const expectSamePoints = (written: string, input: string) => {
  const got = absolutePoints(written);
  const want = absoluteInput(input);
  expect(got).toHaveLength(want.length);
  got.forEach(([x, y], at) => {
    expect(Math.abs(x - want[at][0])).toBeLessThan(1e-6);
    expect(Math.abs(y - want[at][1])).toBeLessThan(1e-6);
  });
};

describe("relativePath", () => {
  it("reaches every point of resvg's absolute data, to the tenth", () => {
    const input =
      "M65.33 21.61 C65.3 21.3 65.2 21.1 65.5 21.1 L66.1 21.54 L-0.04 10.7 Q3 4 5.06 -2 Z M10 10 20 20 30 10 H40 V-5.55 Z";
    const written = relativePath(input);
    expect(written).toMatch(/^m/);
    expect(written).not.toMatch(/[MLCQHVZ]/);
    expectSamePoints(written, input);
  });

  it("writes a command's letter only when it changes (line-tos run on from a move), and parts numbers only where needed", () => {
    expect(relativePath("M0 0L1 1L2 3L2.5 3.5")).toBe("m0 0 1 1 1 2 .5.5");
    expect(relativePath("M0 0L5 0L5 5L4.5 4Z")).toBe("m0 0h5v5l-.5-1z");
  });

  it("stops, naming the command, on one it cannot rewrite", () => {
    expect(() => relativePath("M0 0A5 5 0 0 1 10 10")).toThrow(/"A"/);
  });
});

describe("the proof band's committed marks", () => {
  const root = path.resolve(__dirname, "../../content/images");
  const marks = ["partners", "logos"].flatMap((dir) =>
    fs.readdirSync(path.join(root, dir)).map((file) => path.join(dir, file)),
  );

  it.each(marks)("%s is written relative, to tenths, as compactOutlines writes it", (mark) => {
    const svg = fs.readFileSync(path.join(root, mark), "utf8");
    const paths = [...svg.matchAll(/ d="([^"]*)"/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(0);
    for (const data of paths) {
      expect(data).toMatch(/^m[^A-Z]*$/);
      expect(data).not.toMatch(/\.\d\d/);
    }
  });
});
