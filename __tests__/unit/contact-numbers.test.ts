/** @jest-environment node */
import fs from "fs";
import path from "path";

/** A run of four digits each one more (or one less) than the last, as in a placeholder's 4567890. */
function countingRun(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  for (let start = 0; start + 4 <= digits.length; start += 1) {
    const run = digits.slice(start, start + 4);
    const steps = [...run].slice(1).map((digit, index) => Number(digit) - Number(run[index]));
    if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return run;
  }
  return null;
}

const root = path.resolve(__dirname, "../../content");
const sites = ["site.json", "hi/site.json"].map((file) => ({
  file,
  site: JSON.parse(fs.readFileSync(path.join(root, file), "utf8")),
}));

describe("the officers' and office's phone numbers (design review: they read as placeholders)", () => {
  it("tells a counting run from a real number", () => {
    expect(countingRun("+91 124 456 7890")).toBe("4567");
    expect(countingRun("+91 124 400 0512")).toBeNull();
  });

  it.each(sites)("$file: Gurgaon numbers (+91 124), none counting up or down", ({ site }) => {
    const numbers = [site.phone, site.grievanceOfficer.phone, site.regulatory.nodalOfficer.phone];
    for (const phone of numbers) {
      expect(phone).toMatch(/^\+91 124 \d{3} \d{4}$/);
      expect(countingRun(phone)).toBeNull();
    }
    // Each line its own number.
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
