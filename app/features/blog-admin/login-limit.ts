/** The login rate limit: after 10 failed attempts from one address within 15 minutes, refuse. */
export const loginLimit = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/** Whether an address with `failures` failed attempts inside the window may try again. */
export function loginAllowed(failures: number, limit: { maxFailures: number } = loginLimit): boolean {
  return failures < limit.maxFailures;
}

/** The oldest attempt time (ISO) that still counts at `now`. */
export function windowStart(now: Date, limit: { windowMs: number } = loginLimit): string {
  return new Date(now.getTime() - limit.windowMs).toISOString();
}
