import { HOLD_LIMIT_MS, holdNavigationUntilHydrated } from "../../src/hold-navigation";

describe("holdNavigationUntilHydrated", () => {
  afterEach(() => {
    delete window.___navigate;
    document.body.innerHTML = "";
  });

  it("says what changed when Gatsby no longer sets window.___navigate", () => {
    expect(() => holdNavigationUntilHydrated()).toThrow(/window\.___navigate/);
  });

  it("moves once every part of the page has hydrated", async () => {
    const moves: string[] = [];
    window.___navigate = (to) => moves.push(to);
    holdNavigationUntilHydrated();
    window.___navigate("/team/", { replace: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual(["/team/"]);
  });

  it("holds the move while a part waits, and makes it anyway when the part never hydrates", async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<footer data-hydrates-near-view=":r1:"></footer>';
      const moves: string[] = [];
      window.___navigate = (to) => moves.push(to);
      holdNavigationUntilHydrated();
      window.___navigate("/team/");
      await jest.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
      expect(moves).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(moves).toEqual(["/team/"]);
    } finally {
      jest.useRealTimers();
    }
  });
});
