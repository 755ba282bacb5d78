/**
 * What other features use of the wallet updates: the one call every place that ends or changes cards
 * makes in its transaction.
 */
export { type WalletUpdateContext, walletCardsChanged } from './wallet-updates';
