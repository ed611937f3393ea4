import { formatDate, toInstant } from "../../src/lib/dates";

const EN = "{date}, {time} IST";
const HI = "{date}, {time} बजे (भारतीय समय)";

describe("formatDate: one formatter for every date of the site", () => {
  it("writes a day as India does, with the month's name in the page's language", () => {
    expect(formatDate("2026-10-15", "en-IN", EN)).toBe("15 October 2026");
    expect(formatDate("2026-10-15", "hi-IN", HI)).toBe("15 अक्टूबर 2026");
  });

  it("gives a time on India's 12-hour clock: 4:00 PM in English, शाम 4:00 in Hindi", () => {
    expect(formatDate("2026-12-10T16:00:00+05:30", "en-IN", EN)).toBe("10 December 2026, 4:00 PM IST");
    expect(formatDate("2026-12-10T16:00:00+05:30", "hi-IN", HI)).toBe("10 दिसंबर 2026, शाम 4:00 बजे (भारतीय समय)");
    expect(formatDate("2027-01-22T09:30:00+05:30", "hi-IN", HI)).toBe("22 जनवरी 2027, सुबह 9:30 बजे (भारतीय समय)");
  });

  it("shows a time written in another offset as the time in India, and a day as that day in India", () => {
    expect(formatDate("2026-12-10T10:30:00Z", "en-IN", EN)).toBe("10 December 2026, 4:00 PM IST");
    expect(toInstant("2026-12-10").toISOString()).toBe("2026-12-09T18:30:00.000Z");
    expect(formatDate("2026-01-01", "en-IN", EN)).toBe("1 January 2026");
  });
});
