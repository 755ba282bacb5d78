/**
 * What other features use of Apple Wallet: a pass brought up to its card, and the queue of the pushes
 * that tell the devices holding it (wallet-updates).
 */
export { APPLE_PUSH_QUEUE } from './apple-push.job';
export { currentPass } from './apple-wallet.service';
