/**
 * Apple Wallet and Google Wallet for the smartphone card: the card app's paths and the German texts of
 * both wallets (one key per concept: button, hint, …; the access mail's lines are in i18n/texts/de.ts),
 * apart from the zod schemas (apple-wallet.ts, card-app.ts) so that the card-app bundle imports them
 * without zod.
 */

/** POST the holder's three codes (JSON or an HTML form): the card's pass (application/vnd.apple.pkpass). */
export const APPLE_WALLET_PASS_PATH = '/anon/card_app/wallet/apple';

/** Apple's pass web service (webServiceURL of every pass) below /api; the device appends /v1/…. */
export const APPLE_WALLET_SERVICE_PATH = '/anon/apple_wallet';

export const APPLE_PASS_MIME = 'application/vnd.apple.pkpass';

/** POST the holder's three codes: the 'In Google Wallet speichern' link of the card. */
export const GOOGLE_WALLET_PASS_PATH = '/anon/card_app/wallet/google';

const GOOGLE_BUTTON = 'In Google Wallet speichern';

export const WALLET_TEXTS = {
  apple: {
    button: 'Zu Apple Wallet hinzufügen',
    hint: 'Der Ausweis wird in Apple Wallet gespeichert und dort aktuell gehalten.',
  },
  google: {
    button: GOOGLE_BUTTON,
    failed:
      'Der Ausweis konnte nicht für Google Wallet vorbereitet werden. Bitte versuchen Sie es später erneut.',
    /** The card is not shown (ended, unpaid) or the portal offers no Google Wallet. */
    notOffered: 'Für diesen Ausweis gibt es keinen Google-Wallet-Pass.',
  },
} as const;
