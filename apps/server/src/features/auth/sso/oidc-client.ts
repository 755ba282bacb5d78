/**
 * The OpenID Connect client of a tenant's provider (openid-client): discovery from the issuer, with
 * the client secret opened from rest. Plain http is allowed only to the loopback outside production
 * (tests and demos run a local provider).
 */
import * as oidc from 'openid-client';
import type { AppContext } from '../../../context';
import type { tenantIdentityProviders } from '../../../db/schema/index';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** How long the provider may take per request before it counts as unreachable. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Why the issuer URL cannot be used, in German; null if it can. */
export function issuerProblem(issuerUrl: string, production: boolean): string | null {
  const url = URL.canParse(issuerUrl) ? new URL(issuerUrl) : null;
  if (url?.protocol === 'https:') return null;
  if (url?.protocol === 'http:' && LOOPBACK.has(url.hostname) && !production) return null;
  return 'Bitte die Adresse des Anmeldedienstes mit https:// angeben.';
}

/** Loopback over plain http: allowed by issuerProblem outside production only. */
const insecureAllowed = (issuerUrl: string, production: boolean) =>
  new URL(issuerUrl).protocol === 'http:' && issuerProblem(issuerUrl, production) === null;

/** Discovers the provider; throws what openid-client or fetch throws (see failureOf). */
export async function discover(
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  provider: Pick<typeof tenantIdentityProviders.$inferSelect, 'issuer_url' | 'client_id' | 'client_secret'>,
): Promise<oidc.Configuration> {
  const problem = issuerProblem(provider.issuer_url, ctx.config.production);
  if (problem) throw new Error(problem);
  const secret = provider.client_secret ? ctx.secrets.open(provider.client_secret) : undefined;
  return oidc.discovery(
    new URL(provider.issuer_url),
    provider.client_id,
    undefined,
    secret === undefined ? oidc.None() : oidc.ClientSecretBasic(secret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: insecureAllowed(provider.issuer_url, ctx.config.production)
        ? [oidc.allowInsecureRequests]
        : [],
    },
  );
}

/** The provider did not answer (refused, timed out, 5xx), as opposed to answering wrongly. */
export function isUnreachable(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return true;
    if (
      'code' in e &&
      typeof e.code === 'string' &&
      /^(ECONNREFUSED|ENOTFOUND|ECONNRESET|EAI_AGAIN)$/.test(e.code)
    )
      return true;
    if (e instanceof oidc.ResponseBodyError && e.status >= 500) return true;
  }
  return false;
}
