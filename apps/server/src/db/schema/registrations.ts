import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './timestamps';
import { users } from './users';

/** A contact request from an organisation (the /register form). */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    salutation: text('salutation').notNull(),
    title: text('title'),
    forename: text('forename').notNull(),
    familyname: text('familyname').notNull(),
    tenantname: text('tenantname').notNull(),
    area: text('area').notNull(),
    street: text('street').notNull(),
    plz: text('plz').notNull(),
    city: text('city').notNull(),
    telefone: text('telefone').notNull(),
    email: text('email').notNull(),
    web_url: text('web_url'),
    confirm: boolean('confirm').notNull(),
    answered_at: tstz('answered_at'),
    answered_by: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('registrations_status_idx').on(t.status, t.id),
    check('registrations_confirmed', sql`${t.confirm}`),
  ],
);
