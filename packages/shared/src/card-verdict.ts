/**
 * The verdict of the public card check (SPEC §2 card info page, issue 10): a card is valid only when it
 * is paid, validated by the institution, not deleted, not a test card and within its validity dates.
 * Otherwise the verdict names each missing condition, in German. Server and web share it.
 */

export type CardProblem = 'not_paid' | 'not_validated' | 'deleted' | 'test' | 'expired' | 'not_yet_valid';

export interface CardVerdictInput {
  is_payed: boolean;
  validated: boolean;
  is_delete: boolean;
  is_test: boolean;
  /** YYYY-MM-DD (a timestamp's date part counts). */
  card_valid_from: string;
  card_valid_to: string;
}

const day = (iso: string): string => iso.slice(0, 10);

/** What keeps the card from being valid on `today` (YYYY-MM-DD, German date); empty when valid. */
export function cardProblems(card: CardVerdictInput, today: string): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!card.is_payed) problems.push('not_paid');
  if (!card.validated) problems.push('not_validated');
  if (card.is_delete) problems.push('deleted');
  if (card.is_test) problems.push('test');
  if (day(card.card_valid_to) < today) problems.push('expired');
  else if (day(card.card_valid_from) > today) problems.push('not_yet_valid');
  return problems;
}

export const CARD_VALID_TEXT = 'Gültiger Ausweis';
export const CARD_INVALID_TEXT = 'Kein gültiger Ausweis';

/** One German sentence per missing condition. */
export const CARD_PROBLEM_TEXT: Record<CardProblem, string> = {
  not_paid: 'Der Ausweis ist nicht bezahlt.',
  not_validated: 'Der Ausweis wurde von der Einrichtung noch nicht validiert.',
  deleted: 'Der Ausweis wurde gelöscht.',
  test: 'Dies ist ein Test-Ausweis.',
  expired: 'Der Ausweis ist abgelaufen.',
  not_yet_valid: 'Der Ausweis ist noch nicht gültig.',
};
