/**
 * @jest-environment node
 */
import { nextTask } from "../../src/lib/next-task";

describe("nextTask", () => {
  it("settles after this task's microtasks and after a task queued before it, not within this task", async () => {
    const order: string[] = [];
    const queuedBefore = new MessageChannel();
    queuedBefore.port1.onmessage = () => {
      order.push("task queued before");
      queuedBefore.port1.close();
    };
    queuedBefore.port2.postMessage(null);
    const settled = nextTask().then(() => order.push("next task"));
    void Promise.resolve().then(() => order.push("microtask"));
    await settled;
    expect(order).toEqual(["microtask", "task queued before", "next task"]);
  });
});
