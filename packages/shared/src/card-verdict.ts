/**
 * Whether a card is valid, the one rule (card info page, card app, verifier online and offline, print):
 * a card is valid only when it is paid, validated by the institution, not deleted, archived or replaced
 * by a newer code, not a test card and within its validity dates; for a scanned code its signature
 * comes first (card-code.ts). The verdict names each missing condition, in German, and gives the one
 * headline a person reads: 'Gültig', 'Nicht gültig: …' or the test card's own. Server and web share it.
 */
import { CARD_CODE_REFUSALS, type CardCodeRefusal, type CardStatement } from './card-code';
import { PAID_STATUSES } from './constants';

/** In the order of weight: the headline names the first one (a test card has its own headline). */
export const CARD_PROBLEMS = [
  'unknown',
  'deleted',
  'erased',
  'archived',
  'reissued',
  'expired',
  'not_yet_valid',
  'not_paid',
  'not_validated',
  'test',
] as const;
export type CardProblem = (typeof CARD_PROBLEMS)[number];

export interface CardVerdictInput {
  is_payed: boolean;
  validated: boolean;
  is_delete: boolean;
  /** The order, its tenant or its product is a test. */
  is_test: boolean;
  /** YYYY-MM-DD (a timestamp's date part counts). */
  card_valid_from: string;
  card_valid_to: string;
  /** The holder's data was erased on their request: the card is never valid again, whatever else says. */
  erased?: boolean;
  /** Moved to the archive (retention). */
  archived?: boolean;
  /** The scanned code no longer states the card as it is now (its data changed since). */
  reissued?: boolean;
}

/** valid: no problem; problems in CARD_PROBLEMS order. */
export interface CardVerdict {
  valid: boolean;
  problems: CardProblem[];
}

/** Paid as the card editor counts it: online ready, marked paid, or a paid status. */
export const isPaidCard = (o: { online_ready: boolean; is_payed: boolean; status: string | null }) =>
  o.online_ready || o.is_payed || (PAID_STATUSES as readonly (string | null)[]).includes(o.status);

const day = (iso: string): string => iso.slice(0, 10);

/** What keeps the card from being valid on `today` (YYYY-MM-DD, German date); empty when valid. */
export function cardProblems(card: CardVerdictInput, today: string): CardProblem[] {
  const found = new Set<CardProblem>();
  if (card.is_delete) found.add('deleted');
  if (card.erased) found.add('erased');
  if (card.archived) found.add('archived');
  if (card.reissued) found.add('reissued');
  if (day(card.card_valid_to) < today) found.add('expired');
  else if (day(card.card_valid_from) > today) found.add('not_yet_valid');
  if (!card.is_payed) found.add('not_paid');
  if (!card.validated) found.add('not_validated');
  if (card.is_test) found.add('test');
  return CARD_PROBLEMS.filter((p) => found.has(p));
}

export function cardVerdict(card: CardVerdictInput, today: string): CardVerdict {
  const problems = cardProblems(card, today);
  return { valid: problems.length === 0, problems };
}

/** A card that is no longer in the portal (a genuine code of a card gone for good). */
export const UNKNOWN_CARD_VERDICT: CardVerdict = { valid: false, problems: ['unknown'] };

/**
 * The card as its signed code states it (offline). Codes are made for paid cards only (the card app
 * shows a paid card, the print takes paid orders), and an older code that does not say whether it is a
 * test card counts as none here: the verifier says so beside it (statementLeavesTestOpen).
 */
export const statementVerdictInput = (s: CardStatement): CardVerdictInput => ({
  is_payed: true,
  validated: s.validated,
  is_delete: false,
  is_test: s.test === true,
  card_valid_from: s.valid_from,
  card_valid_to: s.valid_to,
});

/** An older code (before the test flag) cannot tell a test card offline. */
export const statementLeavesTestOpen = (s: CardStatement) => s.test === null;

export const CARD_VALID_HEADLINE = 'Gültig';
export const CARD_TEST_HEADLINE = 'Test-Ausweis – kein gültiger Ausweis';

/** The problem in a few words, after 'Nicht gültig: '. */
export const CARD_PROBLEM_SHORT: Record<CardProblem, string> = {
  unknown: 'nicht mehr vorhanden',
  deleted: 'gelöscht',
  erased: 'Daten gelöscht',
  archived: 'archiviert',
  reissued: 'veralteter Code',
  expired: 'abgelaufen',
  not_yet_valid: 'noch nicht gültig',
  not_paid: 'nicht bezahlt',
  not_validated: 'nicht validiert',
  test: 'Test-Ausweis',
};

/** One German sentence per missing condition. */
export const CARD_PROBLEM_TEXT: Record<CardProblem, string> = {
  unknown: 'Der Ausweis ist im Ausweisportal nicht mehr vorhanden.',
  deleted: 'Der Ausweis wurde gelöscht.',
  erased: 'Die Daten des Ausweises wurden auf Antrag gelöscht.',
  archived: 'Der Ausweis ist archiviert.',
  reissued:
    'Die Daten des Ausweises wurden seitdem geändert, dieser Code ist veraltet. Bitte den aktuellen Ausweis zeigen lassen.',
  expired: 'Der Ausweis ist abgelaufen.',
  not_yet_valid: 'Der Ausweis ist noch nicht gültig.',
  not_paid: 'Der Ausweis ist nicht bezahlt.',
  not_validated: 'Der Ausweis wurde von der Einrichtung noch nicht validiert.',
  test: 'Dies ist ein Test-Ausweis, kein gültiger Ausweis.',
};

/** A refused code in a few words, after 'Nicht gültig: '. */
const REFUSAL_SHORT: Record<CardCodeRefusal, string> = {
  format: 'kein Ausweis-Code',
  unknown_key: 'unbekannter Schlüssel',
  signature: 'Signatur ungültig',
  screen_outdated: 'veralteter Code vom Bildschirm',
  expired: CARD_PROBLEM_SHORT.expired,
  not_yet_valid: CARD_PROBLEM_SHORT.not_yet_valid,
  revoked: 'gesperrt',
  reissued: CARD_PROBLEM_SHORT.reissued,
};

export type VerdictKind = 'valid' | 'test' | 'invalid';

/** What a person reads: the headline, and one sentence per problem below it. */
export interface VerdictView {
  kind: VerdictKind;
  headline: string;
  reasons: string[];
}

export function verdictView(verdict: CardVerdict): VerdictView {
  const [first] = verdict.problems;
  const reasons = verdict.problems.map((p) => CARD_PROBLEM_TEXT[p]);
  if (!first) return { kind: 'valid', headline: CARD_VALID_HEADLINE, reasons };
  if (verdict.problems.includes('test')) return { kind: 'test', headline: CARD_TEST_HEADLINE, reasons };
  return { kind: 'invalid', headline: `Nicht gültig: ${CARD_PROBLEM_SHORT[first]}`, reasons };
}

/** A code that is not genuine (not ours, an unknown key, a broken signature): no card to judge. */
export const refusedCodeView = (
  reason: CardCodeRefusal,
  text: string = CARD_CODE_REFUSALS[reason],
): VerdictView => ({
  kind: 'invalid',
  headline: `Nicht gültig: ${REFUSAL_SHORT[reason]}`,
  reasons: [text],
});
