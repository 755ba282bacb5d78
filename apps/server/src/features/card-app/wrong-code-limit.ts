/**
 * Counts wrong card-app logins per client address in a fixed one-minute window. Only wrong tries count:
 * many holders behind one school network refreshing their cards must not lock each other out, while
 * guessing activation codes stops after a few tries. In memory per instance, like @fastify/rate-limit.
 */

const WINDOW_MS = 60_000;
/** Above this many tracked addresses, expired windows are swept on the next wrong try. */
const SWEEP_ABOVE = 10_000;

export interface WrongCodeLimit {
  /** True while this address has used up its wrong tries in the current window. */
  blocked(ip: string): boolean;
  /** Counts one wrong try of this address. */
  record(ip: string): void;
}

export function wrongCodeLimit(maxPerMinute: number, now: () => number = Date.now): WrongCodeLimit {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (ip: string) => {
    const w = windows.get(ip);
    if (w && w.resetAt <= now()) {
      windows.delete(ip);
      return undefined;
    }
    return w;
  };
  return {
    blocked: (ip) => (current(ip)?.count ?? 0) >= maxPerMinute,
    record(ip) {
      const w = current(ip);
      if (w) {
        w.count += 1;
        return;
      }
      if (windows.size > SWEEP_ABOVE) {
        const t = now();
        for (const [key, value] of windows) if (value.resetAt <= t) windows.delete(key);
      }
      windows.set(ip, { count: 1, resetAt: now() + WINDOW_MS });
    },
  };
}
