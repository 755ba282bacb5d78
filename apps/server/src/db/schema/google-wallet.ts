import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * The Google Wallet passes handed out (features/card-app/google-wallet): one row per save link of a
 * card version, until the expiry job has set the pass to EXPIRED at Google once the card ended. No
 * personal data: the pass id is a keyed hash, the card is named by its id only (no foreign key: the
 * card moves to the archive or is deleted, which is what the job looks for).
 */
export const googleWalletObjects = pgTable('google_wallet_objects', {
  /** The pass object's id at Google: `<issuer id>.<keyed hash of card and version>`. */
  object_id: text('object_id').primaryKey(),
  order_id: integer('order_id').notNull(),
  /** The card's version (orders.updated_at) the pass shows; a newer one ends this pass. */
  card_version: text('card_version').notNull(),
  created_at: createdAt(),
});
