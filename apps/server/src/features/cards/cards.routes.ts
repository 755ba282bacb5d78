import { API } from '@ausweis/shared/api-paths';
import { can } from '@ausweis/shared/permissions';
import { CardListRow, FindCardsRequest } from '@ausweis/shared/schemas/dashboard';
import { paged } from '@ausweis/shared/schemas/pagination';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { subjectOf, tenantOf } from '../../http/request-context';
import { findCards } from './cards.service';

export const cardsRoutes: FeatureRoutes = {
  t(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `/api${API.cards.find}`,
        { schema: { body: FindCardsRequest, response: { 200: paged(CardListRow) } } },
        (req) => {
          if (req.body.use_archive && !can(subjectOf(req), 'cards.superadmin')) throw forbidden();
          return findCards(ctx.db, tenantOf(req).id, req.body);
        },
      );
  },
};
