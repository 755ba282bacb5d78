import { API } from '@ausweis/shared/api-paths';
import { LoginRequest, LoginResponse, RefreshResponse, UserData } from '@ausweis/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { authOf } from '../../http/request-context';
import { getUserData, login } from './auth.service';

const loginRateKey = (req: FastifyRequest) => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};

export const authRoutes: FeatureRoutes = {
  anon(app, ctx) {
    app.withTypeProvider<ZodTypeProvider>().post(
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
      (req) => login(ctx, req.body.email, req.body.password),
    );
  },
  a(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(`/api${API.auth.refresh}`, { schema: { response: { 200: RefreshResponse } } }, async (req) => ({
      token: await ctx.tokens.sign(authOf(req).id),
      jwt_token_duration_minutes: ctx.tokens.durationMinutes,
    }));
    r.get(`/api${API.auth.getUserData}`, { schema: { response: { 200: UserData } } }, (req) =>
      getUserData(ctx, authOf(req)),
    );
  },
};
