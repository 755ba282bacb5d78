/** The verifier page's online check of a signed card code (card-code.ts). */
import { z } from 'zod';
import { CARD_ONLINE_STATES } from '../card-code';
import { zRequired } from '../validation/zod';
import { CardVerdictSchema } from './card-verdict';

/** POST card_check: the scanned code (the verifier link or the bare code). */
export const CardCheckRequest = z.object({ code: zRequired().max(2000) });
export type CardCheckRequest = z.input<typeof CardCheckRequest>;

export const CardCheckResponse = z.object({
  /** Where the card is now (its record's state); whether it is valid is the verdict. */
  state: z.enum(CARD_ONLINE_STATES),
  /** The one rule (card-verdict.ts) on the card as the server knows it now, with the code's own state. */
  verdict: CardVerdictSchema,
  /** The institution's name as the card shows it; null when the card is gone. */
  tenant_name: z.string().nullable(),
  /** The holder's photo as a small JPEG data URL while the card is kept (valid or reissued), else null. */
  photo: z.string().nullable(),
});
export type CardCheckResponse = z.infer<typeof CardCheckResponse>;

/** POST card_live_check: the card's signed code and the live code the checker read off the card app. */
export const CardLiveCheckRequest = z.object({ code: zRequired().max(2000), live: zRequired().max(40) });
export type CardLiveCheckRequest = z.input<typeof CardLiveCheckRequest>;

/** A live code that matches now; any other answer is a German 400 with the reason. */
export const CardLiveCheckResponse = z.object({
  /** When the server checked (ISO), for the checker's note. */
  checked_at: z.string(),
});
export type CardLiveCheckResponse = z.infer<typeof CardLiveCheckResponse>;
