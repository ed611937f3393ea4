/**
 * A promise that settles in a new task of the browser's event loop, not in this one's microtasks.
 * A message to oneself, as React's scheduler does: timers are clamped and throttled in background
 * tabs, a message is not. Where there is no MessageChannel (jsdom), a timer.
 */
export function nextTask(): Promise<void> {
  return new Promise((settle) => {
    if (typeof MessageChannel === "undefined") {
      setTimeout(settle, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      settle();
    };
    channel.port2.postMessage(null);
  });
}
