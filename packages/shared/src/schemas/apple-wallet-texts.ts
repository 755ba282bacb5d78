/**
 * Apple Wallet for the smartphone card: the pass download's path and the button's German texts, apart
 * from the zod schemas (apple-wallet.ts) so that the card-app bundle imports them without zod.
 */

/** POST the holder's three codes (JSON or an HTML form): the card's pass (application/vnd.apple.pkpass). */
export const APPLE_WALLET_PASS_PATH = '/anon/card_app/wallet/apple';

/** Apple's pass web service (webServiceURL of every pass) below /api; the device appends /v1/…. */
export const APPLE_WALLET_SERVICE_PATH = '/anon/apple_wallet';

export const APPLE_PASS_MIME = 'application/vnd.apple.pkpass';

export const APPLE_WALLET_TEXTS = {
  button: 'Zu Apple Wallet hinzufügen',
  hint: 'Der Ausweis wird in Apple Wallet gespeichert und dort aktuell gehalten.',
  /** The access mail's line (when the server offers Apple Wallet). */
  mailHint:
    'Apple Wallet: Öffnen Sie die Ausweis-App mit dem Knopf oben auf Ihrem iPhone und tippen Sie dort auf „Zu Apple Wallet hinzufügen“.',
} as const;
