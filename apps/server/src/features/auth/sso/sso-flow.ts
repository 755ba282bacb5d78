/**
 * The sign-in with a school's own accounts (OpenID Connect authorization code flow with PKCE, state
 * and nonce, by openid-client). The server keeps nothing in memory: the flow's secrets travel sealed
 * in a short-lived cookie limited to the callback path, the state is spent once, and the result reaches
 * the web app as a sealed single-use ticket in the URL fragment, which it exchanges for the login answer.
 */
import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import type { SsoProviderResponse } from '@ausweis/shared/schemas/auth-sso';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../context';
import { tenantIdentityProviders, tenants, users } from '../../../db/schema/index';
import { spendOnce } from '../../../db/spent-tokens';
import { AppError } from '../../../http/app-error';
import { finishSignIn, type SignIn } from '../sign-in';
import { callbackUrlOf } from './identity-provider.service';
import { discover, isUnreachable } from './oidc-client';
import { openFor, sealFor } from './sealed';
import { accountOf, factorsDoneBy } from './sso-account';
import { SsoFailure } from './sso-failure';

/** The flow's cookie: sent only to the callback, only within the time a sign-in at the provider takes. */
export const FLOW_COOKIE = 'sso_flow';
export const FLOW_COOKIE_PATH = '/api/anon/auth/sso/callback';
const FLOW_SECONDS = 10 * 60;
/** The result ticket is exchanged by the page the browser lands on, at once. */
const RESULT_SECONDS = 2 * 60;
const SCOPE = 'openid email profile';

interface Flow {
  providerId: number;
  state: string;
  nonce: string;
  verifier: string;
}
interface Result {
  id: string;
  userId: number;
  tokenVersion: number;
  factorsDone: boolean;
}

export const RESULT_EXPIRED = () =>
  new AppError(
    401,
    'SSO_RESULT_EXPIRED',
    'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.',
  );

const startUrlOf = (providerId: number) => `/api/anon/auth/sso/start?provider=${providerId}`;

/** The enabled provider offered for an address's domain, or for a school's access code (Zugangscode). */
export async function findSsoProvider(
  ctx: Pick<AppContext, 'db'>,
  query: { email?: string; code?: string },
): Promise<SsoProviderResponse> {
  const domain = query.email?.trim().toLowerCase().split('@')[1] ?? '';
  const code = query.code?.trim() ?? '';
  let where = null;
  if (domain) where = sql`${tenantIdentityProviders.email_domains} @> ${JSON.stringify([domain])}::jsonb`;
  else if (code) where = sql`upper(${tenants.short_code}) = upper(${code})`;
  if (!where) return { provider: null };
  // Across tenants: the login page finds a school's provider by e-mail domain or access code.
  const [row] = await ctx.db
    .select({ id: tenantIdentityProviders.id, display_name: tenantIdentityProviders.display_name })
    .from(tenantIdentityProviders)
    .innerJoin(tenants, eq(tenants.id, tenantIdentityProviders.tenant_id))
    .where(and(eq(tenantIdentityProviders.enabled, true), where));
  return { provider: row ? { display_name: row.display_name, start_url: startUrlOf(row.id) } : null };
}

async function enabledProvider(ctx: Pick<AppContext, 'db'>, providerId: number) {
  // Across tenants: the start and callback name the provider by id; it carries its tenant.
  const [row] = await ctx.db
    .select()
    .from(tenantIdentityProviders)
    .where(and(eq(tenantIdentityProviders.id, providerId), eq(tenantIdentityProviders.enabled, true)));
  if (!row) throw new SsoFailure('not_available');
  return row;
}

async function discoverOrFail(ctx: AppContext, provider: Awaited<ReturnType<typeof enabledProvider>>) {
  try {
    return await discover(ctx, provider);
  } catch (err) {
    throw new SsoFailure(isUnreachable(err) ? 'provider_unreachable' : 'invalid_response');
  }
}

/** Start: the provider's authorization URL and the sealed flow for the cookie. */
export async function startSso(ctx: AppContext, providerId: number) {
  const provider = await enabledProvider(ctx, providerId);
  const config = await discoverOrFail(ctx, provider);
  const flow: Flow = {
    providerId: provider.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrlOf(ctx),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, cookie: sealFor(ctx, 'sso-flow', flow, FLOW_SECONDS), maxAge: FLOW_SECONDS };
}

/** What the provider's failure means for the user; the details go to the log for the school's IT. */
function failureOf(err: unknown, log: FastifyBaseLogger): SsoFailure {
  if (err instanceof SsoFailure) return err;
  log.warn({ err }, 'single sign-on failed');
  if (err instanceof oidc.AuthorizationResponseError)
    return new SsoFailure(err.error === 'access_denied' ? 'denied' : 'invalid_response');
  return new SsoFailure(isUnreachable(err) ? 'provider_unreachable' : 'invalid_response');
}

/**
 * Callback: checks the answer (openid-client: state, PKCE, the ID token's signature, issuer, audience,
 * expiry and nonce), finds or makes the account and answers the result ticket; a refusal is an SsoFailure.
 */
export async function finishSso(
  ctx: AppContext,
  sealedFlow: string | undefined,
  callbackQuery: string,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    const opened = openFor<Flow>(ctx, 'sso-flow', sealedFlow);
    if (!opened) throw new SsoFailure('expired');
    const flow = opened.value;
    if (!(await spendOnce(ctx.db, `sso-state:${flow.state}`, opened.expiresAt)))
      throw new SsoFailure('expired');
    const provider = await enabledProvider(ctx, flow.providerId);
    const config = await discoverOrFail(ctx, provider);
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(`${callbackUrlOf(ctx)}${callbackQuery}`),
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoFailure('invalid_response');
    let claims: Record<string, unknown> = idClaims;
    // Some providers put the e-mail and groups only in the userinfo answer (checked for the same subject).
    if (claims[provider.email_claim] === undefined || claims[provider.groups_claim] === undefined) {
      if (config.serverMetadata().userinfo_endpoint)
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
    }
    const user = await accountOf(ctx, provider, claims);
    const result: Result = {
      id: randomBytes(16).toString('base64url'),
      userId: user.id,
      tokenVersion: user.token_version,
      factorsDone: factorsDoneBy(provider, claims),
    };
    return sealFor(ctx, 'sso-result', result, RESULT_SECONDS);
  } catch (err) {
    throw failureOf(err, log);
  }
}

/** The web app exchanges the result ticket once for the login answer (or the second step the rule asks). */
export async function exchangeSsoResult(
  ctx: AppContext,
  ticket: string,
  signIn: SignIn,
): Promise<LoginResponse> {
  const opened = openFor<Result>(ctx, 'sso-result', ticket);
  if (!opened) throw RESULT_EXPIRED();
  const result = opened.value;
  if (!(await spendOnce(ctx.db, `sso-result:${result.id}`, opened.expiresAt))) throw RESULT_EXPIRED();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
  if (!user || user.disabled || user.token_version !== result.tokenVersion) throw RESULT_EXPIRED();
  return finishSignIn(ctx, user, signIn, { factorsDone: result.factorsDone });
}
