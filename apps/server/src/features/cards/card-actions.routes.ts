/** The card actions of the selected tenant: delete/restore, bulk delete/validate, resend code, reset export. */
import { cards } from '@ausweis/shared/contracts/cards';
import type { AppContext } from '../../context';
import { route } from '../../http/endpoints';
import { authOf, scopeOf } from '../../http/request-context';
import {
  bulkCardAction,
  deleteCard,
  resendOnlineCode,
  resetExport,
  undeleteCard,
} from './card-actions.service';

/** The action routes from their contracts, all in the tenant family; cardsRoutes lists them. */
export const cardActionRoutes = (ctx: AppContext) => [
  route(cards.delete, (request, req) => deleteCard(ctx.db, scopeOf(req), authOf(req).id, request.order_id)),
  route(cards.undelete, (request, req) => undeleteCard(ctx.db, scopeOf(req), request.order_id)),
  route(cards.deleteMany, (request, req) =>
    bulkCardAction(ctx.db, scopeOf(req), authOf(req).id, 'delete', request.order_ids),
  ),
  route(cards.validate, (request, req) =>
    bulkCardAction(ctx.db, scopeOf(req), authOf(req).id, 'validate', request.order_ids),
  ),
  route(cards.resendCode, (request, req) => resendOnlineCode(ctx, scopeOf(req), request.order_id)),
  route(cards.resetExport, (request, req) => resetExport(ctx.db, scopeOf(req), request.order_id)),
];
