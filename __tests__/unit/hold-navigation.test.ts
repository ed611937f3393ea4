import {
  HOLD_LIMIT_MS,
  assertNavigationHeld,
  holdHistoryMovesUntilHydrated,
  holdNavigationUntilHydrated,
} from "../../src/hold-navigation";

describe("holdNavigationUntilHydrated", () => {
  afterEach(() => {
    delete window.___navigate;
    document.body.innerHTML = "";
  });

  it("says what changed when Gatsby no longer sets window.___navigate", () => {
    holdNavigationUntilHydrated();
    expect(() => assertNavigationHeld()).toThrow(/window\.___navigate/);
  });

  it("holds the navigate Gatsby sets after it, as gatsby develop does", async () => {
    const moves: string[] = [];
    holdNavigationUntilHydrated();
    window.___navigate = (to) => moves.push(to);
    expect(() => assertNavigationHeld()).not.toThrow();
    window.___navigate("/team/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(moves).toEqual(["/team/"]);
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

describe("holdHistoryMovesUntilHydrated", () => {
  const heard: number[] = [];
  beforeAll(() => {
    holdHistoryMovesUntilHydrated();
    // The router's listener, added after the hold as Gatsby's router is.
    addEventListener("popstate", () => heard.push(Date.now()));
  });
  beforeEach(() => {
    heard.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("lets the router hear a move at once when every part has hydrated", () => {
    dispatchEvent(new PopStateEvent("popstate"));
    expect(heard).toHaveLength(1);
  });

  it("holds a move while a part waits, then tells the router once, for every move made meanwhile", async () => {
    document.body.innerHTML = '<section data-hydrates-near-view=":r2:"></section>';
    dispatchEvent(new PopStateEvent("popstate"));
    dispatchEvent(new PopStateEvent("popstate"));
    await jest.advanceTimersByTimeAsync(HOLD_LIMIT_MS - 1);
    expect(heard).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(heard).toHaveLength(1);
  });
});
