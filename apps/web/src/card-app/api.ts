/**
 * The card app's one call, cardApp.card (plain fetch and the contract's path constant: the app bundle
 * stays free of the admin API client and of zod).
 */
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_CARD_PATH, type CardAppCodes } from '@ausweis/shared/schemas/card-app-texts';
import type { AppMessage } from './messages';

export type Codes = CardAppCodes;

export type CheckResult =
  | { kind: 'ok'; response: CardAppResponse }
  /** The server did not answer (offline, server down). */
  | { kind: 'offline' }
  /** The server refused: wrong codes (404), too many tries (429), bad input (400). */
  | { kind: 'refused'; status: number; message: AppMessage };

/** POST the codes (and the hash of the card shown) and get the card or its state. */
export async function checkCard(codes: Codes, knownHash?: string): Promise<CheckResult> {
  let res: Response;
  try {
    res = await fetch(`/api${CARD_APP_CARD_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...codes, ...(knownHash ? { known_hash: knownHash } : {}) }),
      cache: 'no-store',
    });
  } catch {
    return { kind: 'offline' };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && body) return { kind: 'ok', response: body as CardAppResponse };
  // A proxy's 502/503/504 while the server is away counts as offline, not as a refusal.
  if (res.status >= 502 && res.status <= 504) return { kind: 'offline' };
  const message = (body as { message?: unknown } | null)?.message;
  return {
    kind: 'refused',
    status: res.status,
    message: typeof message === 'string' ? { server: message } : { id: 'cardApp.checkFailed' },
  };
}
