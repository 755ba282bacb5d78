/**
 * The at-a-glance verdict on the public info page. The server decides (paid, validated, not deleted,
 * not a test card, within its dates, German calendar day); this names it in German.
 */
import { CARD_INVALID_TEXT, CARD_PROBLEM_TEXT, CARD_VALID_TEXT } from '@ausweis/shared/card-verdict';
import type { CardInfoResponse } from '@ausweis/shared/schemas/ordering';

export interface VerdictText {
  valid: boolean;
  title: string;
  /** One German sentence per missing condition. */
  reasons: string[];
}

export function verdictText(card: Pick<CardInfoResponse, 'verdict'>): VerdictText {
  const { valid, problems } = card.verdict;
  return {
    valid: valid && problems.length === 0,
    title: valid && problems.length === 0 ? CARD_VALID_TEXT : CARD_INVALID_TEXT,
    reasons: problems.map((p) => CARD_PROBLEM_TEXT[p]),
  };
}
