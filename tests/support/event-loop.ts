// How long the event loop stood still while some work ran: the longest time between two ticks of
// a 10 ms timer, counting the stretch from the last tick to the work's end (a loop that never came
// round counts too).

export interface Timed<T> {
  result: T;
  /** The longest gap between two ticks, in milliseconds. */
  longestGap: number;
  /** How long the work took, in milliseconds. */
  took: number;
}

export async function whileTimingTheLoop<T>(work: () => Promise<T>): Promise<Timed<T>> {
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(ticker);
  }
  const ended = performance.now();
  return { result, longestGap: Math.max(longestGap, ended - last), took: ended - started };
}
