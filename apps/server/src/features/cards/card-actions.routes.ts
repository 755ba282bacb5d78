/** The card actions of the selected tenant: delete/restore, bulk delete/validate, resend code, reset export. */
import { cards } from '@ausweis/shared/contracts/cards';
import type { AppContext } from '../../context';
import { tenantAccessorOf } from '../../http/access';
import { route } from '../../http/endpoints';
import {
  bulkCardAction,
  deleteCard,
  resendOnlineCode,
  resetExport,
  undeleteCard,
} from './card-actions.service';

/** The action routes from their contracts, all in the tenant family; cardsRoutes lists them. */
export const cardActionRoutes = (ctx: AppContext) => [
  route(cards.delete, ({ input, req }) => deleteCard(ctx, tenantAccessorOf(req), input.order_id)),
  route(cards.undelete, ({ input, req }) => undeleteCard(ctx, tenantAccessorOf(req), input.order_id)),
  route(cards.deleteMany, ({ input, req }) =>
    bulkCardAction(ctx, tenantAccessorOf(req), 'delete', input.order_ids),
  ),
  route(cards.validate, ({ input, req }) =>
    bulkCardAction(ctx, tenantAccessorOf(req), 'validate', input.order_ids),
  ),
  route(cards.resendCode, ({ input, req }) => resendOnlineCode(ctx, tenantAccessorOf(req), input.order_id)),
  route(cards.resetExport, ({ input, req }) => resetExport(ctx.db, tenantAccessorOf(req), input.order_id)),
];
