/**
 * One-time codes for e2e sign-ins. The demo super admin confirms every sign-in with a code of the
 * secret the README documents; the server takes each 30-second step once, so each step is claimed per
 * e2e server (by its base URL) with a small file under the system's temp directory, created atomically:
 * two sign-ins never reuse a code, whichever spec or worker signs in.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

export const DEMO_SUPER_ADMIN = 'superadmin@ausweisportal.example';
/** README, 'Demo-Daten': the demo super admin's one-time-code secret. */
export const DEMO_TOTP_SECRET = 'AUSWEISPORTALDEMOSUPERADMIN23456';

const PERIOD_MS = 30_000;
/** The time left in the current step below which the step before it is no longer tried. */
const MARGIN_MS = 12_000;

export const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: step * PERIOD_MS });

/** The file whose creation claims `step` of `secret` at the server `baseUrl` (created once, atomically). */
const stepClaim = (baseUrl: string, secret: string, step: number) =>
  path.join(
    tmpdir(),
    `ausweis-e2e-totp-${createHash('sha256').update(`${baseUrl}|${secret}`).digest('hex').slice(0, 16)}-${step}`,
  );

/** True for the one caller (of any process) that claims the step first. */
function claim(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The next code of `secret` at the server `baseUrl` not used before, by any spec or worker: the earliest
 * step of now-1, now, now+1 it can claim; only when all three are taken, it waits for the next step.
 * The server takes codes one step either side of its clock, so now-1 passes out of the window at the
 * end of the current step: it is tried only while a good margin of that step remains (a slow machine
 * takes seconds to send the code).
 */
export async function nextCode(baseUrl: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const earliest = PERIOD_MS - (now % PERIOD_MS) > MARGIN_MS ? current - 1 : current;
    for (let step = earliest; step <= current + 1; step++)
      if (claim(stepClaim(baseUrl, secret, step))) return codeAt(secret, step);
    await delay(PERIOD_MS - (now % PERIOD_MS) + 5);
  }
}
