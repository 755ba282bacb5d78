/**
 * The families' data rights: 'Meine Daten' (what we hold about a card's holder, as JSON and as a PDF)
 * and 'Löschung beantragen' (an erasure request the school answers within a month with one action).
 */
import { z } from 'zod';
import { zId, zQueryBool } from '../validation/zod';
import { CardAppRequest } from './card-app';
import { ERASURE_STATES } from './data-rights-texts';

export const DISCLOSURE_FORMATS = ['json', 'pdf'] as const;

/** The holder's codes: the card app proves the holder with them, as for the card itself. */
const HolderCodes = CardAppRequest.pick({
  tenant_short_code: true,
  product_short_code: true,
  online_code: true,
});

/** 'Meine Daten' in the card app: the codes and the format of the download. */
export const CardAppDisclosureRequest = HolderCodes.extend({ format: z.enum(DISCLOSURE_FORMATS) });

/** 'Löschung beantragen' in the card app. */
export const CardAppErasureRequest = HolderCodes;

export const CardAppErasureResponse = z.object({
  /** By when the school erases (one month after the request). */
  due_at: z.string(),
});

/** 'Auskunft erstellen' on a card's details (live or archived card). */
export const DisclosureQuery = z.object({
  order_id: zId(),
  from_archive: zQueryBool().default(false),
  format: z.enum(DISCLOSURE_FORMATS),
});

/** A row of 'Anfragen'; the names are the card's as the school holds them (empty once erased). */
export const ErasureRequestRow = z.object({
  id: z.number(),
  order_id: z.number(),
  familyname: z.string().nullable(),
  forname: z.string().nullable(),
  requested_at: z.string(),
  due_at: z.string(),
  state: z.enum(ERASURE_STATES),
  done_at: z.string().nullable(),
});
export type ErasureRequestRow = z.output<typeof ErasureRequestRow>;

export const EraseCardRequest = z.object({ id: zId() });
