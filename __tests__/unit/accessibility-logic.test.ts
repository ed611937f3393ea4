import { spellCaptcha } from "../../src/lib/captcha";
import { matchesMessage } from "../../src/lib/empty-messages";
import { uiWords } from "../support/ui-words";

const { matchesFound } = uiWords();
import { VIDEO_MOTION_KEY, readVideoMotion, writeVideoMotion } from "../../src/lib/video-motion";

describe("spellCaptcha", () => {
  it("says each character's case, or that it is a digit", () => {
    expect(spellCaptcha("Ri4", uiWords())).toBe("capital R, small i, digit 4");
  });
});

describe("matchesMessage", () => {
  const nouns = ["discussion", "discussions"] as const;
  it("counts what a search matched, in the singular for one", () => {
    expect(matchesMessage(matchesFound, "upi", 3, nouns)).toBe("3 discussions found");
    expect(matchesMessage(matchesFound, "upi", 1, nouns)).toBe("1 discussion found");
  });
  it("says nothing without a search, or when the empty message speaks", () => {
    expect(matchesMessage(matchesFound, "  ", 6, nouns)).toBe("");
    expect(matchesMessage(matchesFound, "zzz", 0, nouns)).toBe("");
  });
});

describe("the background-video choice", () => {
  const throwing = (): Storage => {
    throw new DOMException("denied", "SecurityError");
  };

  it("is remembered in storage", () => {
    writeVideoMotion(() => window.localStorage, "paused");
    expect(window.localStorage.getItem(VIDEO_MOTION_KEY)).toBe("paused");
    expect(readVideoMotion(() => window.localStorage)).toBe("paused");
    writeVideoMotion(() => window.localStorage, "playing");
    expect(readVideoMotion(() => window.localStorage)).toBe("playing");
  });

  it("plays by default and survives storage that throws", () => {
    window.localStorage.removeItem(VIDEO_MOTION_KEY);
    expect(readVideoMotion(() => window.localStorage)).toBe("playing");
    expect(readVideoMotion(throwing)).toBe("playing");
    expect(() => writeVideoMotion(throwing, "paused")).not.toThrow();
  });
});
