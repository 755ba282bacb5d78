/**
 * The per-card secret of the card app's live code (shared/live-code.ts): HMAC-SHA256 under a key derived
 * from JWT_SECRET for this purpose alone (derived-key.ts), over the card's id and version (issued_at).
 * So it is never stored: every instance derives the same one, a reissued card gets a new one, and a
 * changed JWT_SECRET replaces all of them (the app fetches the new one at its next check). Not the card
 * signing keys: those are public-key material meant for signing, and their private half must never
 * produce something handed out.
 */
import { createHmac } from 'node:crypto';
import type { CardStatement } from '@ausweis/shared/card-code';
import type { Config } from '../config';
import { derivedKey } from './derived-key';

export function liveSecretOf(
  config: Pick<Config, 'jwtSecret'>,
  card: Pick<CardStatement, 'card_id' | 'issued_at'>,
): Buffer {
  return createHmac('sha256', derivedKey(config.jwtSecret, 'card-live-code'))
    .update(`${card.card_id}:${card.issued_at}`)
    .digest();
}
