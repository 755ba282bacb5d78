/**
 * Whether a card is valid, the one rule (card info page, card app, verifier online and offline, print):
 * a card is valid only when it is paid, validated by the institution, not deleted, archived or replaced
 * by a newer code, not a test card and within its validity dates; for a scanned code its signature
 * comes first (card-code.ts). The verdict names each missing condition and gives the one headline a
 * person reads: 'Gültig', 'Nicht gültig: …' or the test card's own (texts in i18n/texts/de.ts and its
 * translations; German unless a text function is given). Server and web share it.
 */
import { CARD_CODE_REFUSALS, type CardCodeRefusal, type CardStatement } from './card-code';
import { PAID_STATUSES } from './constants';
import { formatText } from './i18n/format';
import de, { type MessageId } from './i18n/texts/de';

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

/** A text of the shown language (the web's useText()); the German one by default. */
export type VerdictTexts = (id: MessageId, values?: Record<string, string>) => string;
const german: VerdictTexts = (id, values) => formatText(de, 'de', id, values);

export const CARD_VALID_HEADLINE = de['cardInfo.verdict.valid'];
export const CARD_TEST_HEADLINE = de['cardInfo.verdict.test'];

const shortId = (p: CardProblem) => `cardInfo.verdict.short.${p}` as const;
const textId = (p: CardProblem) => `cardInfo.verdict.text.${p}` as const;

/** The problem in a few words, after 'Nicht gültig: '. */
export const CARD_PROBLEM_SHORT = Object.fromEntries(CARD_PROBLEMS.map((p) => [p, de[shortId(p)]])) as Record<
  CardProblem,
  string
>;

/** One German sentence per missing condition. */
export const CARD_PROBLEM_TEXT = Object.fromEntries(CARD_PROBLEMS.map((p) => [p, de[textId(p)]])) as Record<
  CardProblem,
  string
>;

/** A refused code in a few words, after 'Nicht gültig: '. */
const REFUSAL_SHORT: Record<CardCodeRefusal, MessageId> = {
  format: 'cardInfo.verdict.refused.format',
  unknown_key: 'cardInfo.verdict.refused.unknown_key',
  signature: 'cardInfo.verdict.refused.signature',
  screen_outdated: 'cardInfo.verdict.refused.screen_outdated',
  expired: shortId('expired'),
  not_yet_valid: shortId('not_yet_valid'),
  revoked: 'cardInfo.verdict.refused.revoked',
  reissued: shortId('reissued'),
};

export type VerdictKind = 'valid' | 'test' | 'invalid';

/** What a person reads: the headline, and one sentence per problem below it. */
export interface VerdictView {
  kind: VerdictKind;
  headline: string;
  reasons: string[];
}

/** The verdict in the shown language (`text`, German by default). */
export function verdictView(verdict: CardVerdict, text: VerdictTexts = german): VerdictView {
  const [first] = verdict.problems;
  const reasons = verdict.problems.map((p) => text(textId(p)));
  if (!first) return { kind: 'valid', headline: text('cardInfo.verdict.valid'), reasons };
  if (verdict.problems.includes('test'))
    return { kind: 'test', headline: text('cardInfo.verdict.test'), reasons };
  return {
    kind: 'invalid',
    headline: text('cardInfo.verdict.invalid', { why: text(shortId(first)) }),
    reasons,
  };
}

/** A code that is not genuine (not ours, an unknown key, a broken signature): no card to judge. */
export const refusedCodeView = (
  reason: CardCodeRefusal,
  sentence: string = CARD_CODE_REFUSALS[reason],
  text: VerdictTexts = german,
): VerdictView => ({
  kind: 'invalid',
  headline: text('cardInfo.verdict.invalid', { why: text(REFUSAL_SHORT[reason]) }),
  reasons: [sentence],
});
