import { PHOTO_EVENTS, PHOTO_REJECT_REASONS } from '@ausweis/shared/schemas/photo-review';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { createdAt } from './timestamps';
import { users } from './users';

const EVENTS = Object.keys(PHOTO_EVENTS) as [keyof typeof PHOTO_EVENTS, ...(keyof typeof PHOTO_EVENTS)[]];
const REASONS = Object.keys(PHOTO_REJECT_REASONS) as [
  keyof typeof PHOTO_REJECT_REASONS,
  ...(keyof typeof PHOTO_REJECT_REASONS)[],
];

/**
 * A card's photo history (schemas/photo-review.ts): submitted, accepted, rejected with reason. Only the
 * events: a replaced photo's file is deleted. Removed with the card's personal data (retention).
 */
export const photoReviews = pgTable(
  'photo_reviews',
  {
    id: serial('id').primaryKey(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The card (orders.id; no foreign key: the card moves to the archive at expiry). */
    order_id: integer('order_id').notNull(),
    event: text('event', { enum: EVENTS }).notNull(),
    /** The staff member; null for the family's upload through its link. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REASONS }),
    text: text('text'),
    created_at: createdAt(),
  },
  (t) => [index('photo_reviews_order_idx').on(t.tenant_id, t.order_id, t.id)],
);
