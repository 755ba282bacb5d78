/**
 * The revocation list (shared/revocation-list.ts) on this device: fetched whenever the page is online
 * (start and each check), its signature checked with the stored keys, kept in local storage next to them;
 * the kept list judges codes offline. A list that is not genuine is refused and not kept, and so is one
 * older than the kept list (an old genuine list must not hide a later revocation).
 */
import { type CardKeySet, fromBase64Url, toBase64Url } from '@ausweis/shared/card-code';
import {
  CARD_REVOCATION_PATH,
  type RevocationList,
  type RevocationListRefusal,
  readRevocationList,
} from '@ausweis/shared/revocation-list';
import { verifyAsync } from '@noble/ed25519';

const KEY = 'ausweis-pruefen.sperrliste';
const FETCH_TIMEOUT_MS = 10_000;

export interface RevocationState {
  /** The list this device judges with (null: none yet). */
  list: RevocationList | null;
  /** Why a fetched list was refused, else null. */
  notice: RevocationListRefusal | null;
}

const verify = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) =>
  verifyAsync(signature, message, publicKey);

async function storedList(keys: CardKeySet): Promise<RevocationList | null> {
  try {
    const bytes = fromBase64Url(localStorage.getItem(KEY) ?? '');
    if (!bytes?.length) return null;
    const read = await readRevocationList(bytes, keys, verify);
    return read.ok ? read.list : null;
  } catch {
    return null;
  }
}

/** The newest genuine list: fetched when the server answers, else the stored one. */
export async function loadRevocationList(keys: CardKeySet): Promise<RevocationState> {
  const stored = await storedList(keys);
  let bytes: Uint8Array;
  try {
    const res = await fetch(CARD_REVOCATION_PATH, {
      cache: 'no-cache',
      // A network that swallows the request (a captive portal) counts as offline after a while.
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) return { list: stored, notice: null };
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch {
    return { list: stored, notice: null }; // offline
  }
  const read = await readRevocationList(bytes, keys, verify);
  if (!read.ok) return { list: stored, notice: read.reason };
  if (stored && read.list.issued_at < stored.issued_at) return { list: stored, notice: null };
  try {
    localStorage.setItem(KEY, toBase64Url(bytes));
  } catch {
    // Storage full or blocked: the list works for this visit.
  }
  return { list: read.list, notice: null };
}
