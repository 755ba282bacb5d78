/**
 * Photo review without zod: the states, reasons, events and German texts, for the family's public page
 * (schemas in photo-review.ts).
 */

import de from '../i18n/texts/de';

/** A card's photo state; null on cards of products without review. */
export const PHOTO_REVIEW_STATES = ['pending', 'accepted', 'rejected'] as const;
export type PhotoReviewState = (typeof PHOTO_REVIEW_STATES)[number];

export const PHOTO_REVIEW_STATE_LABELS: Record<PhotoReviewState, string> = {
  pending: 'wartet auf Prüfung',
  accepted: 'angenommen',
  rejected: 'abgelehnt',
};

/** The short list of reasons staff pick from when rejecting (plus free text). */
export const PHOTO_REJECT_REASONS = {
  not_recognisable: de['form.rejectNotRecognisable'],
  not_current: de['form.rejectNotCurrent'],
  wrong_person: de['form.rejectWrongPerson'],
  background: de['form.rejectBackground'],
  other: de['form.rejectOther'],
} as const;
export type PhotoRejectReason = keyof typeof PHOTO_REJECT_REASONS;

/** What happened to a card's photo, as its history lists it. */
export const PHOTO_EVENTS = {
  submitted: 'Neues Foto eingereicht',
  accepted: 'Foto angenommen',
  rejected: 'Foto abgelehnt',
} as const;
export type PhotoEvent = keyof typeof PHOTO_EVENTS;

export const PHOTO_REJECT_TEXT_MAX = 500;
/** How long the family's link to upload a new photo works. */
export const PHOTO_LINK_DAYS = 14;

export const PHOTO_REVIEW_TEXTS = {
  notPending: 'Dieses Foto wartet nicht auf eine Prüfung.',
  otherNeedsText: 'Bitte beschreiben Sie den Grund.',
  linkInvalid: de['form.photoLinkInvalid'],
  linkUsed: de['form.photoLinkUsed'],
  uploaded: de['form.photoLinkUploaded'],
  checkPassed: 'Automatische Prüfung bestanden (ein Gesicht erkannt)',
} as const;

/** The family's page (web route /foto-neu) with the link's token. */
export const photoLinkPagePath = (token: string) => `/foto-neu?link=${token}`;
