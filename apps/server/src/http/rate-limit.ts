import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * Route config: the public calls (ordering, payment steps, card info, card app) per client address and
 * minute (ORDER_RATE_LIMIT_PER_MINUTE). In http/ because four features share it.
 */
export const orderRateLimit = (ctx: AppContext, perMinute = ctx.config.orderRateLimitPerMinute ?? 30) => ({
  rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});
