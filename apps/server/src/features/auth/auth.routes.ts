import { setTimeout as delay } from 'node:timers/promises';
import { auth } from '@ausweis/shared/contracts/auth';
import { FORGOT_PASSWORD_MESSAGE } from '@ausweis/shared/schemas/account';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../http/endpoints';
import { accountRateLimit } from '../../http/rate-limit';
import { authOf, sessionOf } from '../../http/request-context';
import {
  checkUserToken,
  forgotPassword,
  setEmailByToken,
  setNewPassword,
  setPasswordByToken,
} from './account.service';
import { endSession, getUserData, issueToken, login } from './auth.service';
import { acceptTenantInvite, checkTenantInvite } from './tenant-invite.service';

const loginRateKey = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};

const FORGOT_PASSWORD_MIN_ANSWER_MS = 400;

export const authRoutes = endpointRoutes((ctx) => [
  route(auth.login, (request, req) => login(ctx, request.email, request.password, req.ip), {
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
    async (request) => {
      // Known and unknown addresses take the same time to answer, so timing reveals nothing.
      await Promise.all([forgotPassword(ctx, request.email), delay(FORGOT_PASSWORD_MIN_ANSWER_MS)]);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(auth.checkUserToken, (request) => checkUserToken(ctx, request.token, request.token_name), {
    config: accountRateLimit(ctx),
  }),
  route(
    auth.setPasswordByToken,
    async (request) => {
      await setPasswordByToken(ctx, request);
      return { ok: true as const };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(
    auth.setEmailByToken,
    async (request) => {
      await setEmailByToken(ctx, request);
      return { ok: true as const };
    },
    { config: accountRateLimit(ctx) },
  ),
  route(auth.checkTenantInvite, (request) => checkTenantInvite(ctx, request.token), {
    config: accountRateLimit(ctx),
  }),
  route(
    auth.acceptTenantInvite,
    (request, req) => acceptTenantInvite(ctx, request.token, request.password, req.ip),
    { config: accountRateLimit(ctx) },
  ),
  // Keeps the login time: refreshes cannot carry a session past SESSION_MAX_HOURS.
  route(auth.refresh, (_request, req) => issueToken(ctx, sessionOf(req))),
  route(auth.logout, async (_request, req) => {
    await endSession(ctx, sessionOf(req));
    return { ok: true as const };
  }),
  route(auth.getUserData, (_request, req) => getUserData(ctx, authOf(req))),
  route(auth.setNewPassword, (request, req) => setNewPassword(ctx, authOf(req), sessionOf(req), request), {
    config: accountRateLimit(ctx),
  }),
]);
