/** The verdict on a card as the server sends it (card-verdict.ts): the card info page, card app and verifier. */
import { z } from 'zod';
import { CARD_PROBLEMS } from '../card-verdict';

export const CardVerdictSchema = z.object({
  valid: z.boolean(),
  /** What keeps the card from being valid, in CARD_PROBLEMS order; empty when valid. */
  problems: z.array(z.enum(CARD_PROBLEMS)),
});
