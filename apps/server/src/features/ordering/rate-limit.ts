import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/** Route config: the public order calls per client address and minute (ORDER_RATE_LIMIT_PER_MINUTE). */
export const orderRateLimit = (ctx: AppContext, perMinute = ctx.config.orderRateLimitPerMinute ?? 30) => ({
  rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});
