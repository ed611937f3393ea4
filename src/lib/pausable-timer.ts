/** A timeout that can be paused and resumed, keeping the time it had left (a message read by hovering it). */
export interface PausableTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

/**
 * Calls `done` after `ms` of running time. Pauses nest (hover and focus at once): it runs again
 * only once every pause has been resumed.
 */
export function pausableTimer(
  ms: number,
  done: () => void,
  now: () => number = () => performance.now(),
): PausableTimer {
  let left = ms;
  let started = now();
  let pauses = 0;
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(done, left);
  return {
    pause() {
      pauses += 1;
      if (pauses > 1 || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left -= now() - started;
    },
    resume() {
      if (pauses === 0) return;
      pauses -= 1;
      if (pauses > 0) return;
      started = now();
      timer = setTimeout(done, Math.max(0, left));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pauses = Number.POSITIVE_INFINITY;
    },
  };
}
