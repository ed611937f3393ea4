import { pausableTimer } from "../../src/lib/pausable-timer";

describe("pausable timer (the feedback banner's 4 s, issue 47.2)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const clock = () => Date.now();

  it("runs out after its time when never paused", () => {
    const done = jest.fn();
    pausableTimer(4000, done, clock);
    jest.advanceTimersByTime(3999);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("stands still while paused and keeps the time it had left", () => {
    const done = jest.fn();
    const timer = pausableTimer(4000, done, clock);
    jest.advanceTimersByTime(1000);
    timer.pause();
    jest.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    jest.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("runs again only when hover and focus have both gone", () => {
    const done = jest.fn();
    const timer = pausableTimer(4000, done, clock);
    timer.pause();
    timer.pause();
    timer.resume();
    jest.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    jest.advanceTimersByTime(4000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("never fires once cancelled", () => {
    const done = jest.fn();
    const timer = pausableTimer(4000, done, clock);
    timer.cancel();
    timer.resume();
    jest.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
