/**
 * The audit trail: who read or changed which record, when and from where. Append-only; each event
 * carries the hash of the one before it in its chain (one chain per tenant, chain 0 for what belongs
 * to no tenant), and checkpoints sign a chain's head with the server's key (db/audit-trail.ts).
 * Holds ids and names of fields, never a value of a person's data.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './timestamps';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tenant whose trail it belongs to; 0 for events of no tenant (a super admin's sign-in). */
    chain: integer('chain').notNull(),
    /** Position in the chain, from 1 without gaps (retention removes the oldest). */
    seq: integer('seq').notNull(),
    at: tstz('at').notNull(),
    /** Who: the staff member (null when unknown, e.g. a failed sign-in of an unknown address). */
    user_id: integer('user_id'),
    /** Their role at the time: 'User', 'Admin', 'SuperAdmin'. */
    role: text('role'),
    /** The staff session (staff_sessions.id) the request came with. */
    session_id: text('session_id'),
    /** What was done (AUDIT_ACTIONS in the shared schemas). */
    action: text('action').notNull(),
    /** The kind of the records named by `record_ids` (AUDIT_RECORDS). */
    record: text('record'),
    record_ids: integer('record_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Names of the changed fields, never their values. */
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    /** The client address's network (/24, /48) and the browser and system ('Chrome unter Windows'). */
    ip_prefix: text('ip_prefix'),
    agent: text('agent'),
    /** 'allowed' or 'refused'. */
    outcome: text('outcome').notNull(),
    /** Hash of the previous event of the chain ('' for the first one ever). */
    prev_hash: text('prev_hash').notNull(),
    /** sha256 over prev_hash and this event's columns (db/audit-trail.ts eventHash). */
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_events_chain_seq_idx').on(t.chain, t.seq),
    index('audit_events_chain_at_idx').on(t.chain, t.at.desc(), t.id.desc()),
    index('audit_events_chain_user_idx').on(t.chain, t.user_id, t.at.desc(), t.id.desc()),
    index('audit_events_chain_action_idx').on(t.chain, t.action, t.at.desc(), t.id.desc()),
    // Person and action together: without it a person who never did the action is read to the end.
    index('audit_events_chain_user_action_idx').on(t.chain, t.user_id, t.action, t.at.desc(), t.id.desc()),
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_records_idx').using('gin', t.record_ids),
  ],
);

/** Each chain's last event: locked while an event is appended, so a chain never forks. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: integer('chain').primaryKey(),
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
});

/** A chain's head signed with the server's key (the daily checkpoint). */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    chain: integer('chain').notNull(),
    seq: integer('seq').notNull(),
    hash: text('hash').notNull(),
    signed_at: tstz('signed_at').notNull(),
    /** The key that signed (the card keys' id) and the Ed25519 signature, base64url. */
    kid: text('kid').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.seq] })],
);
