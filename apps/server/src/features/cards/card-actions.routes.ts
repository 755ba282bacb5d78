/** The card actions of the selected tenant: delete/restore, bulk delete/validate, resend code, reset export. */
import { API } from '@ausweis/shared/api-paths';
import { CardActionResponse, CardIdRequest, CardIdsRequest } from '@ausweis/shared/schemas/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authOf, tenantOf } from '../../http/request-context';
import {
  bulkCardAction,
  deleteCard,
  resendOnlineCode,
  resetExport,
  undeleteCard,
} from './card-actions.service';

const answers = { response: { 200: CardActionResponse } };

/** Registered by cardsRoutes in the tenant family (logged in, member of the tenant, cards.manage). */
export function registerCardActions(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(`/api${API.cards.delete}`, { schema: { querystring: CardIdRequest, ...answers } }, (req) =>
    deleteCard(ctx.db, tenantOf(req).id, authOf(req).id, req.query.order_id),
  );
  r.post(`/api${API.cards.undelete}`, { schema: { body: CardIdRequest, ...answers } }, (req) =>
    undeleteCard(ctx.db, tenantOf(req).id, req.body.order_id),
  );
  r.post(`/api${API.cards.deleteMany}`, { schema: { body: CardIdsRequest, ...answers } }, (req) =>
    bulkCardAction(ctx.db, tenantOf(req).id, authOf(req).id, 'delete', req.body.order_ids),
  );
  r.post(`/api${API.cards.validate}`, { schema: { body: CardIdsRequest, ...answers } }, (req) =>
    bulkCardAction(ctx.db, tenantOf(req).id, authOf(req).id, 'validate', req.body.order_ids),
  );
  r.post(`/api${API.cards.resendCode}`, { schema: { body: CardIdRequest, ...answers } }, (req) =>
    resendOnlineCode(ctx, tenantOf(req).id, req.body.order_id),
  );
  r.post(`/api${API.cards.resetExport}`, { schema: { body: CardIdRequest, ...answers } }, (req) =>
    resetExport(ctx.db, tenantOf(req).id, req.body.order_id),
  );
}
