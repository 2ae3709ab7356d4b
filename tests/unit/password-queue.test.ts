import { whileTimingTheLoop } from "../support/event-loop";
import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { PasswordBusyError, PasswordQueue, verifyPassword } from "~/lib/auth/password.server";

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

  it("checks a password on libuv's threads: the event loop runs on while argon2 works", async () => {
    const password = "ein ausreichend langes Passwort";
    // verify takes its cost from the hash: 32 times the default work, so that a check on the main
    // thread (hundreds of milliseconds) stands out from a loaded machine's own timer delays.
    const costly = await hash(password, { algorithm: 2, timeCost: 64 });
    const timed = await whileTimingTheLoop(async () => [await verifyPassword(costly, password), await verifyPassword(costly, "falsch")]);
    const [right, wrong] = timed.result;
    const longestGap = timed.longestGap;
    const took = timed.took / 2;
    expect([right, wrong]).toEqual([true, false]);
    expect(longestGap, `longest event-loop gap ${Math.round(longestGap)} ms, one check ${Math.round(took)} ms`).toBeLessThan(
      Math.min(250, took / 2),
    );
  }, 30_000);
});
