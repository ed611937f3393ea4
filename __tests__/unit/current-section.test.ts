import { currentSection } from "../../src/lib/current-section";

const order = ["digitalonboarding", "trust", "payout", "bbps", "aggregator", "compliance"];

describe("the section being read (home's product navigator)", () => {
  it("is the one crossing the reading line", () => {
    expect(currentSection(order, new Set(["payout"]))).toBe("payout");
  });

  it("is the later one where two meet on the line: its top has passed it", () => {
    expect(currentSection(order, new Set(["bbps", "trust"]))).toBe("bbps");
  });

  it("is none above the first product and below the last", () => {
    expect(currentSection(order, new Set())).toBeNull();
    expect(currentSection(order, new Set(["team"]))).toBeNull();
  });
});
