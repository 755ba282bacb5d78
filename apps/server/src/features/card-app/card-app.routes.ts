/** POST /anon/card_app/card: the smartphone card app's login and online check. */
import { API } from '@ausweis/shared/api-paths';
import { CardAppRequest, CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { orderRateLimit } from '../ordering/rate-limit';
import { cardAppCard } from './card-app.service';
import { wrongCodeLimit } from './wrong-code-limit';

/** Answered by the error handler with its German 429 message. */
const tooManyWrongTries = () =>
  Object.assign(new Error('too many wrong card app codes'), { statusCode: 429 });

export const cardAppRoutes: FeatureRoutes = {
  anon(app, ctx) {
    // Wrong codes count like wrong passwords; right ones only against the generous per-address limit.
    const wrongTries = wrongCodeLimit(ctx.config.loginRateLimitPerMinute);
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api${API.cardApp.card}`,
      {
        schema: { body: CardAppRequest, response: { 200: CardAppResponse } },
        config: orderRateLimit(ctx, 4 * (ctx.config.orderRateLimitPerMinute ?? 30)),
      },
      async (req, reply) => {
        // Set first so the 404 and 429 answers are not kept by any cache either.
        reply.header('Cache-Control', 'no-store');
        if (wrongTries.blocked(req.ip)) throw tooManyWrongTries();
        const answer = await cardAppCard(ctx, req.body);
        if (!answer) {
          wrongTries.record(req.ip);
          throw notFound(CARD_APP_TEXTS.wrongCodes);
        }
        return answer;
      },
    );
  },
};
