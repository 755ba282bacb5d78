/**
 * Login throttling, checked before any password is hashed: logins per client address across all e-mails,
 * and a progressive wait per account (e-mail) after failed logins from any address. Unknown addresses
 * are throttled the same as known ones, so the answers reveal nothing.
 *
 * This implementation keeps its counters in memory, per instance; the interface is async so that a
 * shared store (PostgreSQL) can take its place for several instances.
 */
import { RetryLaterError } from '../http/app-error';

export interface LoginLimiter {
  /**
   * Throws a German 429 with Retry-After when this login must wait. Otherwise counts it, for the account
   * as a failure in advance (so parallel tries cannot all slip through before the first one fails).
   */
  admit(ip: string, email: string): Promise<void>;
  /** The password was right: the account's failures are forgotten. */
  succeeded(email: string): Promise<void>;
}

export interface LoginLimits {
  ipPerMinute: number;
  freeFailures: number;
  maxDelaySeconds: number;
}

const MAX_ENTRIES = 100_000;

/** A wait in German words: seconds below 90, else whole minutes. */
export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`;

export const tooManyFromAddress = (seconds: number) =>
  new RetryLaterError(
    429,
    'RATE_LIMITED',
    `Zu viele Anmeldeversuche von Ihrer Adresse. Bitte warten Sie ${waitText(seconds)} und versuchen Sie es erneut.`,
    seconds,
  );

export const tooManyFailures = (seconds: number) =>
  new RetryLaterError(
    429,
    'LOGIN_THROTTLED',
    `Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse. Bitte warten Sie ${waitText(seconds)} und versuchen Sie es erneut.`,
    seconds,
  );

/** Seconds an account must wait after its n-th failure: none up to `free`, then 2, 4, 8, … up to the cap. */
export function delayAfterFailures(failures: number, limits: LoginLimits): number {
  if (failures <= limits.freeFailures) return 0;
  return Math.min(limits.maxDelaySeconds, 2 ** Math.min(30, failures - limits.freeFailures));
}

/** How long an account's failures are remembered: a quiet hour, or twice the longest wait. */
export const forgetFailuresAfterMs = (limits: LoginLimits) =>
  Math.max(3600, 2 * limits.maxDelaySeconds) * 1000;

/** The account an e-mail address names, as typed in any case and with spaces around it. */
export const accountOf = (email: string) => email.trim().toLowerCase();

/** Refuses (German 429) while the account still waits after its failures, the last one `sinceLastMs` ago. */
export function assertAccountMayTry(failures: number, sinceLastMs: number, limits: LoginLimits): void {
  if (failures === 0) return;
  const waitMs = delayAfterFailures(failures, limits) * 1000 - sinceLastMs;
  if (waitMs > 0) throw tooManyFailures(Math.ceil(waitMs / 1000));
}

/** Drops the oldest entries when a flood of distinct keys would grow a map without bound. */
function bound<V>(map: Map<string, V>, expired: (v: V) => boolean): void {
  if (map.size < MAX_ENTRIES) return;
  for (const [k, v] of map) if (expired(v)) map.delete(k);
  for (const k of map.keys()) {
    if (map.size < MAX_ENTRIES * 0.9) break;
    map.delete(k);
  }
}

export function createMemoryLoginLimiter(limits: LoginLimits, clock: () => number = Date.now): LoginLimiter {
  const perIp = new Map<string, { start: number; count: number }>();
  const perAccount = new Map<string, { failures: number; last: number }>();
  const forgetMs = forgetFailuresAfterMs(limits);
  return {
    async admit(ip, email) {
      const now = clock();
      const k = accountOf(email);
      const prev = perAccount.get(k);
      const failures = prev && now - prev.last < forgetMs ? prev.failures : 0;
      if (prev) assertAccountMayTry(failures, now - prev.last, limits);
      let window = perIp.get(ip);
      if (!window || now - window.start >= 60_000) {
        bound(perIp, (w) => now - w.start >= 60_000);
        window = { start: now, count: 0 };
        perIp.set(ip, window);
      }
      if (window.count >= limits.ipPerMinute)
        throw tooManyFromAddress(Math.ceil((window.start + 60_000 - now) / 1000));
      window.count++;
      if (!prev) bound(perAccount, (a) => now - a.last >= forgetMs);
      perAccount.set(k, { failures: failures + 1, last: now });
    },
    async succeeded(email) {
      perAccount.delete(accountOf(email));
    },
  };
}
