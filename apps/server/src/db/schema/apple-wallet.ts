import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './timestamps';

/**
 * Apple Wallet passes handed out (features/apple-wallet): one per card, named by its serial number.
 * No personal data: the card's id and what the pass showed last (state_tag: the card's version, or
 * 'void' once the card ended), so a changed or ended card gets an updated or voided pass even after the
 * card itself was archived, deleted or erased.
 */
export const applePasses = pgTable(
  'apple_passes',
  {
    serial_number: text('serial_number').primaryKey(),
    /** orders.id (no foreign key: the card moves to the archive at expiry and may be deleted). */
    order_id: integer('order_id').notNull(),
    state_tag: text('state_tag').notNull(),
    /** When the pass last changed: its Last-Modified and the web service's lastUpdated. */
    modified_at: tstz('modified_at').notNull(),
    /** The change the devices were last told of by a push (apple-push.job.ts). */
    pushed_at: tstz('pushed_at'),
    created_at: createdAt(),
  },
  (t) => [index('apple_passes_order_idx').on(t.order_id)],
);

/** The devices that hold a pass (Apple's web service: register, unregister) with their push tokens. */
export const applePassRegistrations = pgTable(
  'apple_pass_registrations',
  {
    device_id: text('device_id').notNull(),
    serial_number: text('serial_number')
      .notNull()
      .references(() => applePasses.serial_number, { onDelete: 'cascade' }),
    push_token: text('push_token').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.device_id, t.serial_number] }),
    index('apple_pass_registrations_serial_idx').on(t.serial_number),
  ],
);
