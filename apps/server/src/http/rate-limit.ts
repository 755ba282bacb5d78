import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * Route config: the public calls (ordering, payment steps, card info, card app) per client address and
 * minute (ORDER_RATE_LIMIT_PER_MINUTE). In http/ because four features share it.
 */
export const orderRateLimit = (ctx: AppContext, perMinute = ctx.config.orderRateLimitPerMinute) => ({
  rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => req.ip },
});

/**
 * Route config: the account calls that check a password, mail or probe a token, per client address and
 * minute with the login limit (LOGIN_RATE_LIMIT_PER_MINUTE). In http/ because auth and users share it.
 */
export const accountRateLimit = (ctx: AppContext) => orderRateLimit(ctx, ctx.config.loginRateLimitPerMinute);
