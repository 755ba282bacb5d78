import { setTimeout as delay } from 'node:timers/promises';
import { auth } from '@ausweis/shared/contracts/auth';
import { FORGOT_PASSWORD_MESSAGE } from '@ausweis/shared/schemas/account';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../http/endpoints';
import { accountRateLimit, orderRateLimit } from '../../http/rate-limit';
import { authOf, sessionOf } from '../../http/request-context';
import {
  checkUserToken,
  forgotPassword,
  setEmailByToken,
  setNewPassword,
  setPasswordByToken,
} from './account.service';
import { originOf } from './account-trail';
import { getUserData } from './auth.service';
import { endCurrentSession, refreshSession } from './sessions/sessions.service';
import { login, signInOf } from './sign-in';
import { acceptTenantInvite, checkTenantInvite } from './tenant-invite.service';

const loginRateKey = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};

const FORGOT_PASSWORD_MIN_ANSWER_MS = 400;

export const authRoutes = endpointRoutes((ctx) => [
  route(auth.login, ({ input, req }) => login(ctx, input.email, input.password, signInOf(req, 'password')), {
    config: {
      rateLimit: {
        max: ctx.config.loginRateLimitPerMinute,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: loginRateKey,
      },
    },
  }),
  route(
    auth.forgotPassword,
    async ({ input }) => {
      // Known and unknown addresses take the same time to answer, so timing reveals nothing.
      await Promise.all([forgotPassword(ctx, input.email), delay(FORGOT_PASSWORD_MIN_ANSWER_MS)]);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(auth.checkUserToken, ({ input }) => checkUserToken(ctx, input.token, input.token_name), {
    config: accountRateLimit(ctx),
  }),
  route(
    auth.setPasswordByToken,
    async ({ input }) => {
      await setPasswordByToken(ctx, input);
      return { ok: true as const };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(
    auth.setEmailByToken,
    async ({ input }) => {
      await setEmailByToken(ctx, input);
      return { ok: true as const };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(auth.checkTenantInvite, ({ input }) => checkTenantInvite(ctx, input.token), {
    config: accountRateLimit(ctx),
  }),
  route(
    auth.acceptTenantInvite,
    ({ input, req }) => acceptTenantInvite(ctx, input.token, input.password, signInOf(req, 'password')),
    { config: accountRateLimit(ctx) },
  ),
  // Keeps the login time: refreshes cannot carry a session past SESSION_MAX_HOURS.
  // Per address like the sign-in: a refresh token's mac is not to be guessed by the thousand.
  route(auth.refresh, ({ input }) => refreshSession(ctx, input.refresh_token), {
    config: orderRateLimit(ctx, ctx.config.loginIpRateLimitPerMinute),
  }),
  route(auth.logout, async ({ req }) => {
    await endCurrentSession(ctx, sessionOf(req), originOf(req));
    return { ok: true as const };
  }),
  route(auth.getUserData, ({ req }) => getUserData(ctx, authOf(req))),
  route(auth.setNewPassword, ({ input, req }) => setNewPassword(ctx, authOf(req), sessionOf(req), input), {
    config: accountRateLimit(ctx),
  }),
]);
