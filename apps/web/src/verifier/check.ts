/** Checking a scanned text: the signature offline (@noble/ed25519), then the card's state online. */

import {
  CARD_CHECK_PATH,
  type CardCodeCheck,
  type CardKeySet,
  checkCardCode,
} from '@ausweis/shared/card-code';
import { germanIsoDate } from '@ausweis/shared/german-date';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';
import { verifyAsync } from '@noble/ed25519';

export const checkOffline = (text: string, keys: CardKeySet): Promise<CardCodeCheck> =>
  checkCardCode(
    text,
    keys,
    (signature, message, publicKey) => verifyAsync(signature, message, publicKey),
    germanIsoDate(),
  );

const ONLINE_TIMEOUT_MS = 10_000;

/** The card's current state, or null when the server cannot be asked (offline) or refuses. */
export async function checkOnline(text: string): Promise<CardCheckResponse | null> {
  try {
    const res = await fetch(`/api${CARD_CHECK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: text }),
      cache: 'no-store',
      // A network that swallows the request (a captive portal) counts as offline after a while.
      signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
    });
    return res.ok ? ((await res.json()) as CardCheckResponse) : null;
  } catch {
    return null;
  }
}
