/** Asking the server whether a live code read off the card app is the card's, now (shared/live-code.ts). */
import { LIVE_CHECK_PATH } from '@ausweis/shared/live-code';

export type LiveCheckResult =
  | { kind: 'match' }
  /** The server's German reason; null when its answer says none (then: try again). */
  | { kind: 'refused'; message: string | null }
  | { kind: 'offline' };

const TIMEOUT_MS = 10_000;

export async function checkLive(code: string, live: string): Promise<LiveCheckResult> {
  try {
    const res = await fetch(`/api${LIVE_CHECK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, live }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return { kind: 'match' };
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : null };
  } catch {
    return { kind: 'offline' };
  }
}
