/** POST /anon/card_info: the public card info behind the link in the access mail. */
import { cardInfo } from '@ausweis/shared/contracts/card-info';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { cardInfo as findCardInfo } from './card-info.service';

export const cardInfoRoutes = endpointRoutes((ctx) => [
  route(
    cardInfo.details,
    async ({ input, req, reply }) => {
      const info = await findCardInfo(ctx, input, req.log);
      return reply.header('Cache-Control', 'no-store').send(info);
    },
    { config: orderRateLimit(ctx) },
  ),
]);
