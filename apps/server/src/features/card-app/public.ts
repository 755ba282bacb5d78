/**
 * What other features use of the card app: drawing a card ahead of its first view (a job), and the card
 * behind the holder's codes (the renewal button and the wallet passes ask with the same codes), and
 * which state the app shows a card in; the queue that expires ended cards' Google Wallet passes.
 */
export { cardAppStateOf, findCardByCodes, withRenewal } from './card-app.service';
export { queueCardRender, queueCardRenders } from './card-render.job';
export { GOOGLE_WALLET_EXPIRY_QUEUE } from './google-wallet-expiry.job';
export { holderCard } from './holder-card';
