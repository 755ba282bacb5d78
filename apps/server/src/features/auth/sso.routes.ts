/** Routes of the sign-in with a school's own accounts and of its settings (tenant Admin or super admin). */
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { tenantAccessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { accountRateLimit } from '../../http/rate-limit';
import { scopeOf } from '../../http/request-context';
import { signInOf } from './sign-in';
import {
  deleteIdentityProvider,
  getIdentityProvider,
  saveIdentityProvider,
  testIdentityProvider,
} from './sso/identity-provider.service';
import { SsoFailure } from './sso/sso-failure';
import {
  exchangeSsoResult,
  FLOW_COOKIE,
  FLOW_COOKIE_PATH,
  findSsoProvider,
  finishSso,
  startSso,
} from './sso/sso-flow';

function flowCookie(ctx: AppContext, value: string, maxAge: number): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A refused sign-in goes back to the login page, which shows the code's German text. */
const toLogin = (reply: FastifyReply, err: unknown) => {
  if (!(err instanceof SsoFailure)) throw err;
  return reply.redirect(`/login?sso_error=${err.code}`, 303);
};

export const ssoRoutes = endpointRoutes((ctx) => [
  route(authSso.identityProvider, ({ req }) => getIdentityProvider(ctx, scopeOf(req))),
  route(authSso.saveIdentityProvider, ({ input, req }) =>
    saveIdentityProvider(ctx, tenantAccessorOf(req), input),
  ),
  route(authSso.deleteIdentityProvider, async ({ req }) => {
    await deleteIdentityProvider(ctx, tenantAccessorOf(req));
    return { ok: true as const };
  }),
  route(authSso.testIdentityProvider, ({ input }) => testIdentityProvider(ctx, input)),
  route(authSso.ssoProvider, ({ input }) => findSsoProvider(ctx, input), { config: accountRateLimit(ctx) }),
  route(
    authSso.ssoStart,
    async ({ input, reply }) => {
      reply.header('Cache-Control', 'no-store');
      try {
        const start = await startSso(ctx, input.provider);
        return reply
          .header('Set-Cookie', flowCookie(ctx, start.cookie, start.maxAge))
          .redirect(start.url, 303);
      } catch (err) {
        return toLogin(reply, err);
      }
    },
    { config: accountRateLimit(ctx) },
  ),
  route(
    authSso.ssoCallback,
    async ({ req, reply }) => {
      // The flow cookie is spent either way.
      reply.header('Cache-Control', 'no-store').header('Set-Cookie', flowCookie(ctx, '', 0));
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      try {
        const ticket = await finishSso(ctx, cookieOf(req, FLOW_COOKIE), query, req.log);
        return reply.redirect(`/login/sso#ticket=${encodeURIComponent(ticket)}`, 303);
      } catch (err) {
        return toLogin(reply, err);
      }
    },
    { config: accountRateLimit(ctx) },
  ),
  route(
    authSso.ssoExchange,
    ({ input, req }) => exchangeSsoResult(ctx, input.ticket, signInOf(req, 'oidc')),
    {
      config: accountRateLimit(ctx),
    },
  ),
]);
