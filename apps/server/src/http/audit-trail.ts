/**
 * The audit trail as requests write it. Who and from where is taken from the request once (the
 * staff member, their role, the session, the address's network, browser and system). Changes are
 * recorded by the use case in the transaction that makes them (recordChange); reads and refusals are
 * noted while the request runs and written together after its response has gone out, so that reading
 * is not slowed by its record.
 */
import { roleOf } from '@ausweis/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditActor, type AuditEntry, appendAuditEvents, writeAuditEvents } from '../db/audit-trail';
import type { Db, Tx } from '../db/client';
import { deviceName, ipPrefix } from '../platform/device';
import { subjectOf } from './request-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Events noted during the request, written after its response (registerAuditTrail). */
    auditNotes: AuditEntry[] | null;
  }
  interface FastifyInstance {
    /** Resolves when the trail writes of the responses sent so far have ended (tests wait for it). */
    auditTrailSettled: () => Promise<void>;
  }
}

/** Who made the request and from where, as the trail records it. */
export function auditActorOf(req: FastifyRequest): AuditActor {
  const subject = subjectOf(req);
  return {
    userId: req.auth?.id ?? null,
    role: subject ? roleOf(subject) : null,
    sessionId: req.session?.sessionId ?? null,
    ipPrefix: ipPrefix(req.ip),
    agent: deviceName(req.headers['user-agent']),
  };
}

/** Notes an event of the request (a read, a refusal) to be written once the response has gone out. */
export function noteAuditEvent(req: FastifyRequest, entry: AuditEntry): void {
  req.auditNotes = [...(req.auditNotes ?? []), entry];
}

/** Records an event in the transaction that makes the change (its last statement, see db/audit-trail.ts). */
export const recordAuditEvent = (tx: Tx, actor: AuditActor, ...entries: AuditEntry[]) =>
  appendAuditEvents(tx, actor, entries);

/** Writes each request's noted events after its response; a failed write is logged, never shown. */
export function registerAuditTrail(app: FastifyInstance, db: Db): void {
  const writing = new Set<Promise<void>>();
  app.decorateRequest('auditNotes', null);
  app.decorate('auditTrailSettled', async () => {
    while (writing.size > 0) await Promise.all(writing);
  });
  app.addHook('onClose', () => app.auditTrailSettled());
  app.addHook('onResponse', async (req) => {
    const notes = req.auditNotes;
    if (!notes || notes.length === 0) return;
    req.auditNotes = null;
    const write = writeAuditEvents(db, auditActorOf(req), notes)
      .catch((err: unknown) => req.log.error({ err }, 'audit trail write failed'))
      .finally(() => writing.delete(write));
    writing.add(write);
  });
}

/** Who a job works for: the actor of the request that queued it (jobs queued before it: the user alone). */
export const jobActor = (queued: AuditActor | undefined, userId: number | null): AuditActor =>
  queued ?? { userId, role: null, sessionId: null, ipPrefix: null, agent: null };
