import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * timestamptz that reads as an ISO 8601 string in UTC ('2026-09-01T07:30:39.368Z') on both drivers
 * (PGlite and node-postgres return Date objects or driver strings otherwise).
 */
export const tstz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});

/** created_at / updated_at, set by the database. */
export const createdAt = () => tstz('created_at').notNull().default(sql`now()`);
export const updatedAt = () => tstz('updated_at').notNull().default(sql`now()`);
