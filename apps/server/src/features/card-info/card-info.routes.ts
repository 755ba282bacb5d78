/** POST /anon/card_info: the public card info behind the link in the access mail. */
import { API } from '@ausweis/shared/api-paths';
import { CardInfoRequest, CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { orderRateLimit } from '../ordering/rate-limit';
import { cardInfo } from './card-info.service';

export const cardInfoRoutes: FeatureRoutes = {
  anon(app, ctx) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api${API.ordering.cardInfo}`,
      {
        schema: { body: CardInfoRequest, response: { 200: CardInfoResponse } },
        config: orderRateLimit(ctx),
      },
      async (req, reply) => {
        const info = await cardInfo(ctx, req.body, req.log);
        return reply.header('Cache-Control', 'no-store').send(info);
      },
    );
  },
};
