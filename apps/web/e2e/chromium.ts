/** Debian's Chromium for the e2e specs and the web benchmark: where it is and how it is started here. */
import { existsSync } from 'node:fs';

/** Headless, and no background connections (this machine's closed network refuses them). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, or Debian's Chromium; '' when there is none. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? '';
}
