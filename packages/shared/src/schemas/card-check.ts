/** The verifier page's online check of a signed card code (card-code.ts). */
import { z } from 'zod';
import { CARD_ONLINE_STATES } from '../card-code';
import { zRequired } from '../validation/zod';

/** POST card_check: the scanned code (the verifier link or the bare code). */
export const CardCheckRequest = z.object({ code: zRequired().max(2000) });
export type CardCheckRequest = z.input<typeof CardCheckRequest>;

export const CardCheckResponse = z.object({
  state: z.enum(CARD_ONLINE_STATES),
  /** The institution's name as the card shows it; null when the card is gone. */
  tenant_name: z.string().nullable(),
  /** The holder's photo as a small JPEG data URL while the card is kept (valid or reissued), else null. */
  photo: z.string().nullable(),
});
export type CardCheckResponse = z.infer<typeof CardCheckResponse>;
