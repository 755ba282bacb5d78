/**
 * The trail's readers (contracts/audit.ts): a tenant's trail in the tenant admin family, every
 * tenant's in the super admin family (a selected tenant narrows it to that tenant's chain).
 */
import { audit } from '@ausweis/shared/contracts/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { requireAccessOf } from '../../http/access';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { scopeOf } from '../../http/request-context';
import { type AuditFilterValues, type AuditReach, findAuditEvents } from './audit.queries';
import { exportAuditEvents } from './audit-export';
import { findAuditPeople, type PeopleReach, requireTrailPerson } from './audit-people';
import { verifyAuditChains } from './audit-verify';

/** The selected tenant's chain (the tenant families always have one). */
const tenantReach = (req: FastifyRequest): AuditReach => ({ chain: scopeOf(req).tenantId });
/** Every chain, or the selected tenant's. */
const platformReach = (req: FastifyRequest): AuditReach => ({ chain: req.tenant?.id ?? null });

/** The people of the selected tenant, or everyone's (no tenant selected). */
const platformPeople = (req: FastifyRequest): PeopleReach => (req.tenant ? scopeOf(req) : null);

/** The filters, once a person they name is one of the people (else a 404). */
async function checked<F extends AuditFilterValues>(db: Db, people: PeopleReach, f: F): Promise<F> {
  await requireTrailPerson(db, people, f.user_id);
  return f;
}

const mimeOf = (format: 'csv' | 'xlsx') => (format === 'csv' ? 'text/csv; charset=utf-8' : MIME.xlsx);

export const auditRoutes = endpointRoutes((ctx) => [
  route(audit.find, async ({ input, req }) =>
    findAuditEvents(ctx.db, tenantReach(req), await checked(ctx.db, scopeOf(req), input)),
  ),
  route(audit.findAll, async ({ input, req }) =>
    findAuditEvents(ctx.db, platformReach(req), await checked(ctx.db, platformPeople(req), input)),
  ),
  route(audit.people, ({ input, req }) => findAuditPeople(ctx.db, scopeOf(req), input)),
  route(audit.peopleAll, ({ input, req }) => findAuditPeople(ctx.db, platformPeople(req), input)),
  route(audit.cardHistory, async ({ input, req }) => {
    // Reading a card's trail shows nothing of the card: not itself an event of the card.
    const { from_archive, ...page } = input;
    const record = from_archive ? 'archivedCard' : 'card';
    const [id] = await requireAccessOf(ctx.db, req, record, 'read', req.params.id, null);
    return findAuditEvents(ctx.db, tenantReach(req), { ...page, card_id: id });
  }),
  route(audit.export, async ({ input, req, reply }) => {
    const { format, ...filter } = input;
    const checkedFilter = await checked(ctx.db, scopeOf(req), filter);
    const file = await exportAuditEvents(ctx.db, tenantReach(req), checkedFilter, format);
    return sendDownload(reply, file.bytes, file.filename, mimeOf(format));
  }),
  route(audit.exportAll, async ({ input, req, reply }) => {
    const { format, ...filter } = input;
    const checkedFilter = await checked(ctx.db, platformPeople(req), filter);
    const file = await exportAuditEvents(ctx.db, platformReach(req), checkedFilter, format);
    return sendDownload(reply, file.bytes, file.filename, mimeOf(format));
  }),
  route(audit.verify, async ({ req }) => {
    const { perChain: _, ...result } = await verifyAuditChains(ctx.db, ctx.cardKeys, tenantReach(req));
    return result;
  }),
  route(audit.verifyAll, async ({ req }) => {
    const { perChain: _, ...result } = await verifyAuditChains(ctx.db, ctx.cardKeys, platformReach(req));
    return result;
  }),
]);
