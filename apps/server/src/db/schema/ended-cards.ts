/**
 * Cards whose signed codes end before their valid_to: what the revocation list (Sperrliste,
 * features/revocation-list) publishes. Written by a trigger on orders (migration ended_cards_trigger), so
 * every place that deletes, erases, archives (moves out of orders) or changes a card is covered:
 * - ended: the card ended (is_delete, erased_at set, or the row left orders); undone when it comes back;
 * - min_issued_at: the card was reissued in a way an older code would still look better (name,
 *   birthday, validity shortened, validation or the test flag taken back); codes with an older issued_at
 *   are outdated; last_outdated: the newest version it outdated (the version before that change), so the
 *   list can publish a rounder instant between the two (shared/revocation-list.ts, outdatingVersion).
 * valid_to is the latest valid_to any of its codes states: once past, the row leaves the list.
 */
import { bigint, boolean, date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { tstz } from './timestamps';

export const endedCards = pgTable(
  'ended_cards',
  {
    card_id: integer('card_id').primaryKey(),
    ended: boolean('ended').notNull(),
    min_issued_at: bigint('min_issued_at', { mode: 'number' }),
    last_outdated: bigint('last_outdated', { mode: 'number' }),
    valid_to: date('valid_to', { mode: 'string' }).notNull(),
    /** When the row last changed (clock time): the list is rebuilt when the newest one moves. */
    changed_at: tstz('changed_at').notNull(),
  },
  (t) => [
    index('ended_cards_changed_at_idx').on(t.changed_at),
    index('ended_cards_valid_to_idx').on(t.valid_to),
  ],
);
