/**
 * The families' data rights (contracts/data-rights.ts): the card app's 'Meine Daten' and 'Löschung
 * beantragen' (the holder's codes prove the holder) and, for the school's Admins, 'Auskunft erstellen'
 * and the 'Anfragen' list with its erasure action.
 */
import { dataRights } from '@ausweis/shared/contracts/data-rights';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { CardRecord } from '../../db/card-records';
import { loadCardRecords } from '../../db/card-records';
import { orders, ordersArchive } from '../../db/schema/index';
import { noAccess, requireAccessOf, tenantAccessorOf } from '../../http/access';
import { MIME, sendDownload } from '../../http/download';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { scopeOf } from '../../http/request-context';
import { holderCard } from '../card-app/public';
import { cardDisclosure, disclosureFileName } from './disclosure.service';
import { disclosurePdf } from './disclosure-pdf';
import { eraseRequestedCard, findErasureRequests, requestErasure } from './erasure.service';

async function sendDisclosure(ctx: AppContext, reply: FastifyReply, rec: CardRecord, format: 'json' | 'pdf') {
  const disclosure = await cardDisclosure(ctx, rec);
  const name = disclosureFileName(rec.order.id, format);
  if (format === 'pdf') return sendDownload(reply, await disclosurePdf(disclosure), name, MIME.pdf);
  const json = Buffer.from(JSON.stringify(disclosure, null, 2));
  return sendDownload(reply, json, name, 'application/json; charset=utf-8');
}

export const dataRightsRoutes = endpointRoutes((ctx) => [
  route(
    dataRights.cardAppDisclosure,
    async ({ input, req, reply }) => {
      const { rec } = await holderCard(ctx, req.ip, input);
      return sendDisclosure(ctx, reply, rec, input.format);
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    dataRights.cardAppErasure,
    async ({ input, req, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const { rec } = await holderCard(ctx, req.ip, input);
      return requestErasure(ctx, rec, { ip: req.ip, userAgent: req.headers['user-agent'] });
    },
    { config: orderRateLimit(ctx) },
  ),
  route(dataRights.disclosure, async ({ input, req, reply }) => {
    const record = input.from_archive ? 'archivedCard' : 'card';
    await requireAccessOf(ctx.db, req, record, 'read', input.order_id, 'card.disclosed');
    const t = input.from_archive ? ordersArchive : orders;
    const [rec] = await loadCardRecords(ctx.db, t, scopeOf(req).where(t, eq(t.id, input.order_id)));
    if (!rec) throw noAccess(record);
    return sendDisclosure(ctx, reply, rec, input.format);
  }),
  route(dataRights.erasureRequests, async ({ req }) => findErasureRequests(ctx.db, scopeOf(req))),
  route(dataRights.erase, async ({ input, req }) => eraseRequestedCard(ctx, tenantAccessorOf(req), input.id)),
]);
