import { setTimeout as delay } from 'node:timers/promises';
import { auth } from '@ausweis/shared/contracts/auth';
import { FORGOT_PASSWORD_MESSAGE } from '@ausweis/shared/schemas/account';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoutes, route } from '../../http/endpoints';
import { authOf, sessionOf } from '../../http/request-context';
import {
  checkUserToken,
  forgotPassword,
  setEmailByToken,
  setNewPassword,
  setPasswordByToken,
} from './account.service';
import { getUserData, issueToken, login } from './auth.service';
import { acceptTenantInvite, checkTenantInvite } from './tenant-invite.service';

const loginRateKey = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};

/** Per client address, with the login limit: these calls mail, hash passwords or probe tokens. */
const perIpLimit = (ctx: AppContext) => ({
  rateLimit: {
    max: ctx.config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => req.ip,
  },
});

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
    { config: perIpLimit(ctx) },
  ),
  route(auth.checkUserToken, (request) => checkUserToken(ctx, request.token, request.token_name), {
    config: perIpLimit(ctx),
  }),
  route(
    auth.setPasswordByToken,
    async (request) => {
      await setPasswordByToken(ctx, request);
      return { ok: true as const };
    },
    { config: perIpLimit(ctx) },
  ),
  route(
    auth.setEmailByToken,
    async (request) => {
      await setEmailByToken(ctx, request);
      return { ok: true as const };
    },
    { config: perIpLimit(ctx) },
  ),
  route(auth.checkTenantInvite, (request) => checkTenantInvite(ctx, request.token), {
    config: perIpLimit(ctx),
  }),
  route(
    auth.acceptTenantInvite,
    async (request) => {
      await acceptTenantInvite(ctx, request.token);
      return { ok: true as const };
    },
    { config: perIpLimit(ctx) },
  ),
  // Keeps the login time: refreshes cannot carry a session past SESSION_MAX_HOURS.
  route(auth.refresh, (_request, req) => issueToken(ctx, sessionOf(req))),
  route(auth.getUserData, (_request, req) => getUserData(ctx, authOf(req))),
  route(auth.setNewPassword, (request, req) => setNewPassword(ctx, authOf(req), sessionOf(req), request), {
    config: perIpLimit(ctx),
  }),
]);
