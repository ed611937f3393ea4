import {
  BARE_RUNS_PER_RUN,
  BUDGETS,
  buildOverBudget,
  calibratedCpuSlowdown,
  median,
  medianFigures,
  overBudget,
  ratio,
  runOrder,
  spread,
} from "../../scripts/bench/budgets.mjs";

const bare = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 640,
  lcpMs: 860,
  tbtMs: 40,
  cls: 0,
  jsGzipBytes: 72_000,
};
const within = { ...bare, lcpMs: 1100, tbtMs: 45, jsGzipBytes: 90_000 };

describe("npm run bench's budgets", () => {
  test("takes the median of each figure over the runs", () => {
    expect(median([900, 700, 1200, 800, 1000])).toBe(900);
    expect(
      medianFigures([
        { lcpMs: 3, tbtMs: 9 },
        { lcpMs: 1, tbtMs: 7 },
        { lcpMs: 2, tbtMs: 8 },
      ]),
    ).toEqual({
      lcpMs: 2,
      tbtMs: 8,
    });
  });

  test("passes a route within every budget", () => {
    expect(overBudget(within, bare)).toEqual([]);
  });

  test("names each budget a route breaks, with its ratio to the bare page", () => {
    const slow = { ...within, performance: 98, cls: 0.02, lcpMs: 1290, jsGzipBytes: 100_000 };
    expect(overBudget(slow, bare)).toEqual([
      "performance 98 < 100",
      "cls 0.02 > 0",
      "lcpMs 1.50x > 1.40x (1290 vs 860)",
      "jsGzipBytes 1.39x > 1.35x (100000 vs 72000)",
    ]);
  });

  test("sets the timed budgets where the issue did: LCP 1.2 s and TBT 50 ms at the bare page's 858 and 41 ms", () => {
    expect(858 * BUDGETS.ratios.lcpMs).toBeCloseTo(1200);
    expect(41 * BUDGETS.ratios.tbtMs).toBeCloseTo(50);
  });

  test("falls back to 50 ms of TBT when the bare page blocks for none", () => {
    expect(ratio(30, 0)).toBeUndefined();
    expect(overBudget({ ...within, tbtMs: 30 }, { ...bare, tbtMs: 0 })).toEqual([]);
    expect(overBudget({ ...within, tbtMs: 80 }, { ...bare, tbtMs: 0 })).toEqual(["tbtMs 80 > 50 (bare 0)"]);
  });

  test("slows the CPU as Lighthouse's calibration does: its default 4x on a host of index 1,533", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedCpuSlowdown(2700)).toBeCloseTo(9, 0);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 2);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 2);
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
  });

  test("measures the bare page three times a run, before each third of the routes, and every route once", () => {
    const routes = ["/", "/a/", "/b/", "/c/", "/d/", "/e/", "/f/"];
    const order = runOrder(routes, BARE_RUNS_PER_RUN);
    expect(BARE_RUNS_PER_RUN).toBe(3);
    expect(order).toEqual([null, "/", "/a/", null, "/b/", "/c/", "/d/", null, "/e/", "/f/"]);
    expect(order.filter((route) => route !== null)).toEqual(routes);
    expect(runOrder(["/"], 3)).toEqual([null, null, "/", null]);
  });

  test("reports the spread of a figure over the runs", () => {
    expect(spread([{ lcpMs: 907 }, { lcpMs: 661 }, { lcpMs: 1655 }], "lcpMs")).toEqual([661, 1655]);
  });

  test("allows the clean build four times the bare page's", () => {
    expect(buildOverBudget(90, 23)).toBe(false);
    expect(buildOverBudget(93, 23)).toBe(true);
  });
});
