/**
 * Apple Wallet and Google Wallet for the smartphone card: the card app's paths and the German texts of
 * both wallets (one key per concept: button, hint, …; the card app's and the access mail's texts are in
 * i18n/texts/de.ts), apart from the zod schemas (apple-wallet.ts, card-app.ts) so that the card-app bundle
 * imports them without zod.
 */
import de from '../i18n/texts/de';

/** POST the holder's three codes (JSON or an HTML form): the card's pass (application/vnd.apple.pkpass). */
export const APPLE_WALLET_PASS_PATH = '/anon/card_app/wallet/apple';

/** Apple's pass web service (webServiceURL of every pass) below /api; the device appends /v1/…. */
export const APPLE_WALLET_SERVICE_PATH = '/anon/apple_wallet';

export const APPLE_PASS_MIME = 'application/vnd.apple.pkpass';

/** POST the holder's three codes: the 'In Google Wallet speichern' link of the card. */
export const GOOGLE_WALLET_PASS_PATH = '/anon/card_app/wallet/google';

const GOOGLE_BUTTON = de['cardApp.googleWallet'];

export const WALLET_TEXTS = {
  apple: {
    button: de['cardApp.appleWallet'],
    hint: de['cardApp.appleWalletHint'],
  },
  google: {
    button: GOOGLE_BUTTON,
    failed: de['cardApp.googleWalletFailed'],
    /** The card is not shown (ended, unpaid) or the portal offers no Google Wallet. */
    notOffered: de['cardApp.googleWalletNotOffered'],
  },
} as const;
