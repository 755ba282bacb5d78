/**
 * 'Fotos prüfen': a tenant product with photo_review keeps new photos of its cards 'pending' until staff
 * accept them; a rejected photo mails the family a personal link (an order link of source 'photo')
 * that uploads only a new photo, which returns to review. The card is online ready only when paid and
 * its photo accepted (or not reviewed at all).
 */
import { z } from 'zod';
import { requiredError, zId, zMultilineText } from '../validation/zod';
import { CardIdsRequest } from './cards';
import { zOrderLinkToken } from './order-links';
import {
  PHOTO_EVENTS,
  PHOTO_REJECT_REASONS,
  PHOTO_REJECT_TEXT_MAX,
  PHOTO_REVIEW_TEXTS,
  type PhotoEvent,
  type PhotoRejectReason,
} from './photo-review-texts';

export * from './photo-review-texts';

const REASON_CODES = Object.keys(PHOTO_REJECT_REASONS) as [PhotoRejectReason, ...PhotoRejectReason[]];

/** POST pending: one page of photos waiting for review, oldest first, after the given card id. */
export const PendingPhotosRequest = z.object({
  after_id: zId().optional(),
  count: z.number().int().min(1).max(60).default(24),
});
export type PendingPhotosRequest = z.input<typeof PendingPhotosRequest>;

export const PendingPhoto = z.object({
  order_id: z.number(),
  forname: z.string(),
  familyname: z.string(),
  external_department: z.string().nullable(),
  product_short_code: z.string(),
  /** Every stored photo passed the automatic check (one clearly recognisable face) at its upload. */
  check: z.literal('passed'),
  /** The photo's content hash, for the cached image URL. */
  photo_hash: z.string().nullable(),
  submitted_at: z.string(),
});
export type PendingPhoto = z.infer<typeof PendingPhoto>;

export const PendingPhotosResponse = z.object({
  data: z.array(PendingPhoto),
  /** The next page's after_id, or null when this page is the last. */
  next_after: z.number().nullable(),
  /** How many photos of the tenant wait for review. */
  total: z.number(),
});
export type PendingPhotosResponse = z.infer<typeof PendingPhotosResponse>;

export const AcceptPhotosRequest = CardIdsRequest;
export type AcceptPhotosRequest = z.input<typeof AcceptPhotosRequest>;

export const RejectPhotoRequest = z
  .object({
    order_id: zId(),
    reason: z.enum(REASON_CODES, requiredError),
    text: zMultilineText()
      .trim()
      .max(PHOTO_REJECT_TEXT_MAX, { error: `Höchstens ${PHOTO_REJECT_TEXT_MAX} Zeichen.` })
      .default(''),
  })
  .refine((v) => v.reason !== 'other' || v.text.length > 0, {
    error: PHOTO_REVIEW_TEXTS.otherNeedsText,
    path: ['text'],
  });
export type RejectPhotoRequest = z.input<typeof RejectPhotoRequest>;

/** Answer of accept and reject: how many photos changed. */
export const PhotoReviewResponse = z.object({ count: z.number() });

/** One entry of a card's photo history (no images: replaced photos are deleted). */
export const PhotoHistoryEntry = z.object({
  event: z.enum(Object.keys(PHOTO_EVENTS) as [PhotoEvent, ...PhotoEvent[]]),
  at: z.string(),
  /** Staff member's name; null for the family's upload or a removed account. */
  by: z.string().nullable(),
  reason: z.enum(REASON_CODES).nullable(),
  text: z.string().nullable(),
});
export type PhotoHistoryEntry = z.infer<typeof PhotoHistoryEntry>;

/** The family's page: the link's token. */
export const PhotoLinkRequest = z.object({ token: zOrderLinkToken() });
export type PhotoLinkRequest = z.input<typeof PhotoLinkRequest>;

export const PhotoLinkInfo = z.object({
  forname: z.string(),
  tenant_name: z.string(),
  reason: z.enum(REASON_CODES).nullable(),
  text: z.string().nullable(),
  expires_at: z.string(),
});
export type PhotoLinkInfo = z.infer<typeof PhotoLinkInfo>;
