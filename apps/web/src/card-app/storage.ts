/**
 * The holder's codes and the last answer, in local storage on this phone only, so the card shows at once
 * and offline. Nothing else is stored; logging out removes it.
 */
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import type { Codes } from './api';

export interface StoredCard {
  codes: Codes;
  response: CardAppResponse;
}

const KEY = 'ausweis-app.card';

export function loadStored(): StoredCard | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredCard) : null;
    return parsed?.codes && parsed.response ? parsed : null;
  } catch {
    return null;
  }
}

export function saveStored(card: StoredCard): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(card));
  } catch {
    // Storage full or blocked: the card still shows, just not offline next time.
  }
}

export function clearStored(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to remove
  }
}
