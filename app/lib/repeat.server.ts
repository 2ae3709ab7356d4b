/**
 * Runs a background job now and then every `intervalMs` in this process, for the start-up tasks'
 * clean-up work. A failure is logged and the next run tries again; the timer never keeps the
 * process alive. Returns a function that stops it.
 */
export function runNowAndEvery(name: string, intervalMs: number, job: () => Promise<unknown>): () => void {
  const run = async () => {
    try {
      await job();
    } catch (error) {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
