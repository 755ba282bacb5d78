/**
 * The published public keys (CARD_KEYS_PATH), kept in local storage: fetched on every online start, the
 * stored copy is what checks offline.
 */
import { CARD_KEYS_PATH, type CardKeySet } from '@ausweis/shared/card-code';

export interface StoredKeys {
  keySet: CardKeySet;
  /** When they were fetched (ISO). */
  fetchedAt: string;
}

const KEY = 'ausweis-pruefen.keys';

function loadStoredKeys(): StoredKeys | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredKeys | null;
    return Array.isArray(parsed?.keySet?.keys) ? parsed : null;
  } catch {
    return null;
  }
}

/** Fresh keys when the server answers, else the stored ones (null: never loaded on this device). */
export async function loadKeys(): Promise<StoredKeys | null> {
  try {
    const res = await fetch(CARD_KEYS_PATH, { cache: 'no-cache' });
    if (res.ok) {
      const keySet = (await res.json()) as CardKeySet;
      if (Array.isArray(keySet.keys)) {
        const fresh = { keySet, fetchedAt: new Date().toISOString() };
        try {
          localStorage.setItem(KEY, JSON.stringify(fresh));
        } catch {
          // Storage full or blocked: the keys work for this visit.
        }
        return fresh;
      }
    }
  } catch {
    // offline
  }
  return loadStoredKeys();
}
