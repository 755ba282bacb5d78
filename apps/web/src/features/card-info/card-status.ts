/** The at-a-glance state of a card on the public info page, from its flags and validity dates. */
import type { CardInfoResponse } from '@ausweis/shared/schemas/ordering';

export type CardState = 'valid' | 'deleted' | 'expired' | 'not_yet_valid';

const day = (iso: string): string => iso.slice(0, 10);

/** today: YYYY-MM-DD (local). */
export function cardState(
  card: Pick<CardInfoResponse, 'is_delete' | 'card_valid_from' | 'card_valid_to'>,
  today: string,
): CardState {
  if (card.is_delete) return 'deleted';
  if (day(card.card_valid_to) < today) return 'expired';
  if (day(card.card_valid_from) > today) return 'not_yet_valid';
  return 'valid';
}

export const CARD_STATE_TEXT: Record<CardState, string> = {
  valid: 'Gültiger Ausweis',
  deleted: 'Dieser Ausweis wurde gelöscht und ist nicht gültig.',
  expired: 'Dieser Ausweis ist abgelaufen.',
  not_yet_valid: 'Dieser Ausweis ist noch nicht gültig.',
};

/** YYYY-MM-DD of the local date. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
