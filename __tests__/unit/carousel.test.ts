import { positionLabel, stepIndex } from "../../src/lib/carousel";
import { uiWords } from "../support/ui-words";

const { testimonialPosition } = uiWords();

describe("stepIndex", () => {
  it("moves one place forward and back inside the list", () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(2, 1, 4)).toBe(3);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });

  it("wraps from the last to the first going forward, and from the first to the last going back", () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it("returns to the start after a full lap either way", () => {
    let forward = 0;
    let back = 0;
    for (let i = 0; i < 5; i += 1) {
      forward = stepIndex(forward, 1, 5);
      back = stepIndex(back, -1, 5);
    }
    expect([forward, back]).toEqual([0, 0]);
  });

  it("stays put with a single item and copes with an empty list", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("positionLabel", () => {
  it("counts from one", () => {
    expect(positionLabel(testimonialPosition, 0, 4)).toBe("Testimonial 1 of 4");
    expect(positionLabel(testimonialPosition, 3, 4)).toBe("Testimonial 4 of 4");
  });
});
