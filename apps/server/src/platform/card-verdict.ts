/**
 * The one rule on a card's validity (shared/card-verdict.ts) applied to a card's records: the card info
 * page, the card app, the online check of a signed code and the code itself (its test flag) judge alike.
 */
import {
  type CardVerdict,
  type CardVerdictInput,
  cardVerdict,
  isPaidCard,
} from '@ausweis/shared/card-verdict';
import type { CardRecord } from '../db/card-records';
import { germanIsoDate } from './german-date';

/** A test card: the order, its tenant or its product is a test (as the exports count test orders). */
export const isTestCard = (rec: CardRecord) => rec.order.is_test || rec.tenant.is_test || rec.product.is_test;

export function cardVerdictInputOf(
  rec: CardRecord,
  where: Pick<CardVerdictInput, 'archived' | 'reissued'> = {},
): CardVerdictInput {
  const o = rec.order;
  return {
    is_payed: isPaidCard(o),
    validated: o.validated,
    is_delete: o.is_delete,
    erased: o.erased_at !== null,
    is_test: isTestCard(rec),
    card_valid_from: o.card_valid_from,
    card_valid_to: o.card_valid_to,
    ...where,
  };
}

/** The card's verdict today (German date); `where` says whether it is archived or the code outdated. */
export const cardVerdictOf = (
  rec: CardRecord,
  where: Pick<CardVerdictInput, 'archived' | 'reissued'> = {},
): CardVerdict => cardVerdict(cardVerdictInputOf(rec, where), germanIsoDate());
