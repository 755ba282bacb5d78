/** The card actions of the selected tenant: delete/restore, bulk delete/validate, resend code, reset export. */
import { cards } from '@ausweis/shared/contracts/cards';
import type { AppContext } from '../../context';
import { route } from '../../http/endpoints';
import { authOf, tenantOf } from '../../http/request-context';
import {
  bulkCardAction,
  deleteCard,
  resendOnlineCode,
  resetExport,
  undeleteCard,
} from './card-actions.service';

/** The action routes from their contracts, all in the tenant family; cardsRoutes lists them. */
export const cardActionRoutes = (ctx: AppContext) => [
  route(cards.delete, (request, req) =>
    deleteCard(ctx.db, tenantOf(req).id, authOf(req).id, request.order_id),
  ),
  route(cards.undelete, (request, req) => undeleteCard(ctx.db, tenantOf(req).id, request.order_id)),
  route(cards.deleteMany, (request, req) =>
    bulkCardAction(ctx.db, tenantOf(req).id, authOf(req).id, 'delete', request.order_ids),
  ),
  route(cards.validate, (request, req) =>
    bulkCardAction(ctx.db, tenantOf(req).id, authOf(req).id, 'validate', request.order_ids),
  ),
  route(cards.resendCode, (request, req) => resendOnlineCode(ctx, tenantOf(req).id, request.order_id)),
  route(cards.resetExport, (request, req) => resetExport(ctx.db, tenantOf(req).id, request.order_id)),
];
