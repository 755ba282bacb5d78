/**
 * Checking a scanned text: the signature and the revocation list offline (@noble/ed25519), then the
 * card's state online.
 */

import {
  CARD_CHECK_PATH,
  type CardCodeCheck,
  type CardKeySet,
  checkCardCode,
} from '@ausweis/shared/card-code';
import { germanIsoDate } from '@ausweis/shared/german-date';
import { checkAgainstRevocationList, type RevocationList } from '@ausweis/shared/revocation-list';
import type { CardCheckResponse } from '@ausweis/shared/schemas/card-check';
import { verifyAsync } from '@noble/ed25519';

/** The signature and dates, then the stored revocation list (null: none on this device yet). */
export const checkOffline = async (
  text: string,
  keys: CardKeySet,
  revocations: RevocationList | null,
): Promise<CardCodeCheck> =>
  checkAgainstRevocationList(
    await checkCardCode(
      text,
      keys,
      (signature, message, publicKey) => verifyAsync(signature, message, publicKey),
      germanIsoDate(),
    ),
    revocations,
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
