import { describe, expect, it } from "vitest";
import { PasswordBusyError, PasswordQueue } from "~/lib/auth/password.server";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("PasswordQueue", () => {
  it("runs at most `concurrency` tasks at once and the rest in order", async () => {
    const queue = new PasswordQueue(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(i);
      running--;
      return i;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((i) => queue.run(task(i))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(queue.size).toBe(0);
  });

  it("answers a full line with PasswordBusyError at once, and takes new work once it drains", async () => {
    const queue = new PasswordQueue(1, 2);
    const slow = () => queue.run(tick);
    const accepted = [slow(), slow(), slow()]; // one running, two waiting
    await expect(queue.run(tick)).rejects.toBeInstanceOf(PasswordBusyError);
    // Unbounded work (setting a password) waits its turn instead.
    const unbounded = queue.run(() => Promise.resolve("set"), { bounded: false });
    await Promise.all(accepted);
    expect(await unbounded).toBe("set");
    expect(await queue.run(() => Promise.resolve("again"))).toBe("again");
  });

  it("frees the slot when a task fails", async () => {
    const queue = new PasswordQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(() => Promise.resolve(1))).toBe(1);
  });
});
