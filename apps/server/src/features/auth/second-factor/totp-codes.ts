/**
 * One-time codes by RFC 6238 with `otpauth`: SHA-1, 6 digits, 30-second steps, and one step of clock
 * tolerance either way. A code counts for its step, and each step only once (see totp.service.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { APP_NAME } from '@ausweis/shared/constants';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps before and after the current one whose codes are accepted (clock drift, typing time). */
const WINDOW = 1;
const SECRET_BYTES = 20;

export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** A new random secret, base32. */
export const newTotpSecret = () => new Secret({ size: SECRET_BYTES }).base32;

/** The code of a step (tests and the demo compute codes with it too). */
export const totpCodeAt = (secretBase32: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secretBase32), timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secretBase32: string, account: string) =>
  new TOTP({ issuer: APP_NAME, label: account, secret: Secret.fromBase32(secretBase32) }).toString();

/** The secret as typed by hand: groups of four. */
export const manualKeyOf = (secretBase32: string) => secretBase32.match(/.{1,4}/g)?.join(' ') ?? '';

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The step within the window (now ±1) whose code this is and that is later than `lastStep` (steps
 * already used are refused); null when none is.
 */
export function matchingStep(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const current = stepAt(now);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameCode(totpCodeAt(secretBase32, step), code)) return step;
  }
  return null;
}
