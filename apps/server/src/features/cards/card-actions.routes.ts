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
  route(cards.delete, ({ input, req }) => deleteCard(ctx.db, scopeOf(req), authOf(req).id, input.order_id)),
  route(cards.undelete, ({ input, req }) => undeleteCard(ctx.db, scopeOf(req), input.order_id)),
  route(cards.deleteMany, ({ input, req }) =>
    bulkCardAction(ctx.db, scopeOf(req), authOf(req).id, 'delete', input.order_ids),
  ),
  route(cards.validate, ({ input, req }) =>
    bulkCardAction(ctx.db, scopeOf(req), authOf(req).id, 'validate', input.order_ids),
  ),
  route(cards.resendCode, ({ input, req }) => resendOnlineCode(ctx, scopeOf(req), input.order_id)),
  route(cards.resetExport, ({ input, req }) => resetExport(ctx.db, scopeOf(req), input.order_id)),
];
