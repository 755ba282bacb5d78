/**
 * The card app's states and German texts, apart from the zod schemas in card-app.ts so that the small
 * card-app bundle (apps/web/src/card-app) imports them without zod.
 */

/** The card app's one call (contracts/card-app.ts): its path lives here so the app reaches it without zod. */
export const CARD_APP_CARD_PATH = '/anon/card_app/card';

/** active: the card is shown; otherwise the app shows the state instead of the card. */
export const CARD_APP_STATES = ['active', 'deleted', 'expired', 'unpaid'] as const;
export type CardAppState = (typeof CARD_APP_STATES)[number];

export const CARD_APP_TEXTS = {
  wrongCodes:
    'Zu diesen Codes gibt es keinen Smartphone-Ausweis. Bitte prüfen Sie die Codes aus Ihrer E-Mail.',
  deleted: 'Dieser Ausweis wurde gelöscht.',
  expired: 'Dieser Ausweis ist abgelaufen.',
  unpaid: 'Dieser Ausweis ist noch nicht bezahlt.',
} as const;
