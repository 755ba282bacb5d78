import { setTimeout as delay } from 'node:timers/promises';
import { API } from '@ausweis/shared/api-paths';
import {
  AcceptTenantInviteRequest,
  CheckUserTokenQuery,
  CheckUserTokenResponse,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  OkResponse,
  SetEmailByTokenRequest,
  SetNewPasswordRequest,
  SetNewPasswordResponse,
  SetPasswordByTokenRequest,
  TenantInviteQuery,
  TenantInviteResponse,
} from '@ausweis/shared/schemas/account';
import { LoginRequest, LoginResponse, RefreshResponse, UserData } from '@ausweis/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { FeatureRoutes } from '../../http/families';
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

export const authRoutes: FeatureRoutes = {
  anon(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `/api${API.auth.login}`,
      {
        schema: { body: LoginRequest, response: { 200: LoginResponse } },
        config: {
          rateLimit: {
            max: ctx.config.loginRateLimitPerMinute,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: loginRateKey,
          },
        },
      },
      (req) => login(ctx, req.body.email, req.body.password, req.ip),
    );
    r.post(
      `/api${API.auth.forgotPassword}`,
      {
        schema: { body: ForgotPasswordRequest, response: { 200: ForgotPasswordResponse } },
        config: perIpLimit(ctx),
      },
      async (req) => {
        // Known and unknown addresses take the same time to answer, so timing reveals nothing.
        await Promise.all([forgotPassword(ctx, req.body.email), delay(FORGOT_PASSWORD_MIN_ANSWER_MS)]);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );
    r.get(
      `/api${API.auth.checkUserToken}`,
      {
        schema: { querystring: CheckUserTokenQuery, response: { 200: CheckUserTokenResponse } },
        config: perIpLimit(ctx),
      },
      (req) => checkUserToken(ctx, req.query.token, req.query.token_name),
    );
    r.post(
      `/api${API.auth.setPasswordByToken}`,
      { schema: { body: SetPasswordByTokenRequest, response: { 200: OkResponse } }, config: perIpLimit(ctx) },
      async (req) => {
        await setPasswordByToken(ctx, req.body);
        return { ok: true as const };
      },
    );
    r.post(
      `/api${API.auth.setEmailByToken}`,
      { schema: { body: SetEmailByTokenRequest, response: { 200: OkResponse } }, config: perIpLimit(ctx) },
      async (req) => {
        await setEmailByToken(ctx, req.body);
        return { ok: true as const };
      },
    );
    r.get(
      `/api${API.auth.checkTenantInvite}`,
      {
        schema: { querystring: TenantInviteQuery, response: { 200: TenantInviteResponse } },
        config: perIpLimit(ctx),
      },
      (req) => checkTenantInvite(ctx, req.query.token),
    );
    r.post(
      `/api${API.auth.acceptTenantInvite}`,
      { schema: { body: AcceptTenantInviteRequest, response: { 200: OkResponse } }, config: perIpLimit(ctx) },
      async (req) => {
        await acceptTenantInvite(ctx, req.body.token);
        return { ok: true as const };
      },
    );
  },
  a(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Keeps the login time: refreshes cannot carry a session past SESSION_MAX_HOURS.
    r.post(`/api${API.auth.refresh}`, { schema: { response: { 200: RefreshResponse } } }, (req) =>
      issueToken(ctx, sessionOf(req)),
    );
    r.get(`/api${API.auth.getUserData}`, { schema: { response: { 200: UserData } } }, (req) =>
      getUserData(ctx, authOf(req)),
    );
    r.post(
      `/api${API.auth.setNewPassword}`,
      {
        schema: { body: SetNewPasswordRequest, response: { 200: SetNewPasswordResponse } },
        config: perIpLimit(ctx),
      },
      (req) => setNewPassword(ctx, authOf(req), sessionOf(req), req.body),
    );
  },
};
