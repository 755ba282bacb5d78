/**
 * The audit trail of a staff member's account (signed in or out, a failed sign-in, a second factor set
 * up or reset). Such an event belongs to no record of one tenant: it goes into the trail of each tenant
 * the member belongs to, with their group there; a super admin's, or one of an address that belongs to
 * nobody, into the platform's trail. It names the user by id only, never the address typed.
 */
import type { AuditAction, AuditOutcome, AuditRecord } from '@ausweis/shared/schemas/audit';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuditActor, appendAuditEvents } from '../../db/audit-trail';
import type { Db, Tx } from '../../db/client';
import { tenantMemberships, users } from '../../db/schema/index';
import { deviceName, ipPrefix } from '../../platform/device';

/** Where the request came from (a sign-in has no session yet; the one it opens is named). */
export interface TrailOrigin {
  ip: string;
  userAgent: string | undefined;
  sessionId?: string | null;
}

export const originOf = (req: FastifyRequest): TrailOrigin => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  sessionId: req.session?.sessionId ?? null,
});

export interface AccountEvent {
  action: AuditAction;
  outcome?: AuditOutcome;
  record?: AuditRecord;
  ids?: number[];
  fields?: string[];
}

interface Chain {
  tenantId: number | null;
  role: string | null;
}

/** The trails an event about the user goes to, each with the user's role there, in id order. */
async function chainsOf(db: Db | Tx, userId: number | null): Promise<Chain[]> {
  // Asked for an unknown address too, so that the answer takes as long for both.
  // Across tenants: an event about a user's account belongs in the trail of each tenant they work in.
  const rows = await db
    .select({
      superAdmin: users.is_super_admin,
      tenantId: tenantMemberships.tenant_id,
      group: tenantMemberships.user_group,
    })
    .from(users)
    .leftJoin(tenantMemberships, eq(tenantMemberships.user_id, users.id))
    .where(eq(users.id, userId ?? 0))
    .orderBy(asc(tenantMemberships.tenant_id));
  const [first] = rows;
  if (userId === null || !first) return [{ tenantId: null, role: null }];
  if (first.superAdmin) return [{ tenantId: null, role: 'SuperAdmin' }];
  const tenants = rows.flatMap((r) => (r.tenantId === null ? [] : [{ tenantId: r.tenantId, role: r.group }]));
  return tenants.length > 0 ? tenants : [{ tenantId: null, role: 'User' }];
}

const actorOf = (userId: number | null, role: string | null, origin: TrailOrigin): AuditActor => ({
  userId,
  role,
  sessionId: origin.sessionId ?? null,
  ipPrefix: ipPrefix(origin.ip),
  agent: deviceName(origin.userAgent),
});

/**
 * The user's own act on their account, in the caller's transaction (its last statement). One chain at
 * a time in id order, the order in which every writer locks them (db/audit-trail.ts).
 */
export async function appendOwnEvent(
  tx: Tx,
  userId: number | null,
  origin: TrailOrigin,
  event: AccountEvent,
): Promise<void> {
  for (const { tenantId, role } of await chainsOf(tx, userId))
    await appendAuditEvents(tx, actorOf(userId, role, origin), [{ ...event, tenantId }]);
}

/** appendOwnEvent in a transaction of its own (a refused sign-in changes nothing to go with). */
export const writeOwnEvent = (db: Db, userId: number | null, origin: TrailOrigin, event: AccountEvent) =>
  db.transaction((tx) => appendOwnEvent(tx, userId, origin, event));

/** Someone else's act on the user's account (a super admin resets it), into the user's trails. */
export async function appendEventAbout(
  tx: Tx,
  userId: number,
  actor: AuditActor,
  event: AccountEvent,
): Promise<void> {
  for (const { tenantId } of await chainsOf(tx, userId))
    await appendAuditEvents(tx, actor, [{ record: 'user', ids: [userId], ...event, tenantId }]);
}
