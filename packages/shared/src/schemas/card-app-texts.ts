/**
 * The card app's states and German texts (their wording lives in i18n/texts/de.ts), apart from the zod
 * schemas in card-app.ts so that the small card-app bundle (apps/web/src/card-app) imports them without zod.
 */
import de from '../i18n/texts/de';

/** The card app's one call (contracts/card-app.ts): its path lives here so the app reaches it without zod. */
export const CARD_APP_CARD_PATH = '/anon/card_app/card';

/** active: the card is shown; otherwise the app shows the state instead of the card. */
export const CARD_APP_STATES = ['active', 'deleted', 'expired', 'unpaid'] as const;
export type CardAppState = (typeof CARD_APP_STATES)[number];

export const CARD_APP_TEXTS = {
  wrongCodes: de['cardApp.wrongCodes'],
  deleted: de['cardApp.deleted'],
  expired: de['cardApp.expired'],
  unpaid: de['cardApp.unpaid'],
} as const;

/** The holder's three codes from the access mail. */
export interface CardAppCodes {
  tenant_short_code: string;
  product_short_code: string;
  online_code: string;
}

/** The button of the access mail and the success page that opens the card app with the codes filled in. */
export const CARD_APP_OPEN_LABEL = 'Ausweis-App öffnen';
export const CARD_APP_OPEN_HINT = 'Codes schon eingetragen';

/** The card app's address (the PWA's scope). */
export const CARD_APP_PATH = '/app';

/** The codes' names in the card app link's fragment. */
const FRAGMENT_KEYS = {
  tenant_short_code: 'zugangscode',
  product_short_code: 'produktcode',
  online_code: 'aktivierungscode',
} as const satisfies Record<keyof CardAppCodes, string>;

/**
 * The card app with the codes filled in (access mail, payment success): they travel in the URL's
 * fragment, which the browser never sends to the server, so no request and no log carries them.
 */
export function cardAppLink(baseUrl: string, codes: CardAppCodes): string {
  const fragment = new URLSearchParams(
    Object.entries(FRAGMENT_KEYS).map(([field, key]): [string, string] => [
      key,
      codes[field as keyof CardAppCodes],
    ]),
  );
  return `${baseUrl}${CARD_APP_PATH}#${fragment.toString()}`;
}

/** The codes of a card app link's fragment (`location.hash`), or null when it carries none. */
export function codesFromFragment(hash: string): CardAppCodes | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const codes = {
    tenant_short_code: params.get(FRAGMENT_KEYS.tenant_short_code)?.trim() ?? '',
    product_short_code: params.get(FRAGMENT_KEYS.product_short_code)?.trim() ?? '',
    online_code: params.get(FRAGMENT_KEYS.online_code)?.trim() ?? '',
  };
  return codes.tenant_short_code && codes.product_short_code && codes.online_code ? codes : null;
}
