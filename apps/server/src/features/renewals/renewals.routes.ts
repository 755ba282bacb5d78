/** POST /anon/renewal/card_app_link: the card app's 'Ausweis verlängern'. */
import { renewals } from '@ausweis/shared/contracts/renewals';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { notFound } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { cardAppRenewalLink } from './renewal-link.service';

export const renewalsRoutes = endpointRoutes((ctx) => [
  route(
    renewals.cardAppLink,
    async ({ input, req, reply }) => {
      reply.header('Cache-Control', 'no-store');
      // Wrong codes count against the card app's own limit of wrong tries.
      if (await ctx.cardAppWrongCodes.blocked(req.ip))
        throw Object.assign(new Error('too many wrong card app codes'), { statusCode: 429 });
      const link = await cardAppRenewalLink(ctx, input);
      if (!link) {
        await ctx.cardAppWrongCodes.record(req.ip);
        throw notFound(CARD_APP_TEXTS.wrongCodes);
      }
      return link;
    },
    { config: orderRateLimit(ctx) },
  ),
]);
