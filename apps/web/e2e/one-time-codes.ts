/**
 * One-time codes for e2e sign-ins. The demo super admin confirms every sign-in with a code of the
 * secret the README documents; the server takes each 30-second step once, so the steps used are
 * remembered per e2e server (by its base URL) in a small file under the system's temp directory, and
 * two sign-ins never reuse a code, whichever spec signs in.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

export const DEMO_SUPER_ADMIN = 'superadmin@ausweisportal.example';
/** README, 'Demo-Daten': the demo super admin's one-time-code secret. */
export const DEMO_TOTP_SECRET = 'AUSWEISPORTALDEMOSUPERADMIN23456';

const PERIOD_MS = 30_000;

export const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: step * PERIOD_MS });

const stepFile = (baseUrl: string, secret: string) =>
  path.join(
    tmpdir(),
    `ausweis-e2e-totp-${createHash('sha256').update(`${baseUrl}|${secret}`).digest('hex').slice(0, 16)}.json`,
  );

function lastStep(file: string): number {
  try {
    return Number(JSON.parse(readFileSync(file, 'utf8')).step);
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

/**
 * The next code of `secret` at the server `baseUrl` not used before: the earliest unused step of
 * now-1, now, now+1; only when all three are used, it waits for the next step.
 */
export async function nextCode(baseUrl: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const file = stepFile(baseUrl, secret);
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const step = Math.max(current - 1, lastStep(file) + 1);
    if (step <= current + 1) {
      writeFileSync(file, JSON.stringify({ step }));
      return codeAt(secret, step);
    }
    await delay(PERIOD_MS - (now % PERIOD_MS) + 5);
  }
}
