/**
 * POST /anon/card_check: the current state of a signed code's card (verifier page, online); POST
 * /anon/card_live_check: whether a live code read off the card app is the card's, now; and the
 * public keys at CARD_KEYS_PATH, a well-known path outside /api, for anyone's verifier.
 */
import { CARD_KEYS_PATH } from '@ausweis/shared/card-code';
import { cardCheck } from '@ausweis/shared/contracts/card-check';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { checkCardOnline } from './card-check.service';
import { checkLiveCode } from './card-live-check.service';

export const cardCheckRoutes = endpointRoutes((ctx) => [
  route(
    cardCheck.check,
    async ({ input, reply }) => {
      const answer = await checkCardOnline(ctx, input.code);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    cardCheck.live,
    async ({ input, reply }) => {
      const answer = await checkLiveCode(ctx, input.code, input.live);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
    { config: orderRateLimit(ctx) },
  ),
]);

/** The public keys (a JWK set): cached for an hour, so a rotated key reaches verifiers soon. */
export function registerCardKeys(app: FastifyInstance, ctx: AppContext): void {
  app.get(CARD_KEYS_PATH, async (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Access-Control-Allow-Origin', '*')
      .send(ctx.cardKeys.keySet),
  );
}
