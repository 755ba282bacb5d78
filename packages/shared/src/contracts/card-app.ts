/** The smartphone card app (schemas/card-app.ts): login and online check at once, and its wallet link. */
import { defineEndpoints } from '../endpoint';
import { CardAppRequest, CardAppResponse, GoogleWalletSaveResponse } from '../schemas/card-app';
import { CARD_APP_CARD_PATH } from '../schemas/card-app-texts';
import { GOOGLE_WALLET_PASS_PATH } from '../schemas/wallet-texts';

export const cardApp = defineEndpoints('cardApp', {
  card: {
    method: 'POST',
    path: CARD_APP_CARD_PATH,
    request: CardAppRequest,
    response: CardAppResponse,
    summary: 'The card (or its state) for the codes; wrong codes answer 404, too many wrong tries 429.',
  },
  googleWallet: {
    method: 'POST',
    path: GOOGLE_WALLET_PASS_PATH,
    request: CardAppRequest,
    response: GoogleWalletSaveResponse,
    summary:
      "The 'Save to Google Wallet' link of the active card of the codes; 404 for wrong codes, an ended card or no Google Wallet.",
  },
});
