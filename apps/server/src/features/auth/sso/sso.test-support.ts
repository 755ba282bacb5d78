/**
 * The sign-in with a school's accounts in server tests: a tenant whose Admin configures the local
 * provider through the API, and a browser-less sign-in from the login page's start URL to the result.
 */
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import type { SaveIdentityProviderRequest } from '@ausweis/shared/schemas/auth-sso';
import { addMember, createTenant, createUser } from '../../../test/factories';
import { callEndpoint, loginAs } from '../../../test/http';
import { signInAtProvider, type TestAccount, type TestProvider } from '../../../test/oidc-provider';
import type { TestApp } from '../../../test/test-app';

export const CLIENT = { client_id: 'ausweisportal', client_secret: 'client-geheimnis-123' };

export const callbackOf = (t: TestApp) => `${t.config.publicUrl}/api/anon/auth/sso/callback`;

export const providerSettings = (
  op: Pick<TestProvider, 'issuer'>,
  overrides: Partial<SaveIdentityProviderRequest> = {},
): SaveIdentityProviderRequest => ({
  display_name: 'IServ',
  issuer_url: op.issuer,
  client_id: CLIENT.client_id,
  client_secret: CLIENT.client_secret,
  email_claim: 'email',
  groups_claim: 'groups',
  admin_groups: ['verwaltung'],
  user_groups: ['lehrer'],
  email_domains: [],
  mfa_values: ['mfa'],
  allow_signup: true,
  enabled: true,
  ...overrides,
});

/** A tenant with an Admin who saved the provider settings; answers the tenant, Admin and start URL. */
export async function ssoTenant(t: TestApp, settings: SaveIdentityProviderRequest) {
  const tenant = await createTenant(t.db);
  const admin = await createUser(t.db);
  await addMember(t.db, admin.id, tenant.id, 'Admin');
  const adminToken = await loginAs(t.app, admin.email);
  const saved = await callEndpoint(t.app, authSso.saveIdentityProvider, {
    token: adminToken,
    tenantId: tenant.id,
    body: settings,
  });
  if (saved.statusCode !== 200) throw new Error(`saving the provider failed: ${saved.body}`);
  const offer = await callEndpoint(t.app, authSso.ssoProvider, { query: { code: tenant.short_code } });
  const startUrl = offer.json<{ provider: { start_url: string } }>().provider.start_url;
  return { tenant, admin, adminToken, startUrl };
}

/** The start: the provider's authorization URL and the flow cookie. */
export async function startAt(t: TestApp, startUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: startUrl });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { res, location: String(res.headers.location ?? ''), cookie };
}

/** The callback with the provider's redirect and the flow cookie; answers the app's redirect. */
export async function callbackWith(t: TestApp, back: URL, cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  return String(res.headers.location ?? '');
}

/**
 * A whole sign-in as `account` (null: cancelled at the provider): answers where the app sent the
 * browser at the end (/login/sso#ticket=... or /login?sso_error=...), and the pieces to replay it.
 */
export async function signInAs(t: TestApp, op: TestProvider, startUrl: string, account: TestAccount | null) {
  op.nextSignIn = account;
  const start = await startAt(t, startUrl);
  if (!start.location.startsWith(op.issuer)) return { landing: start.location, back: null, cookie: '' };
  const back = await signInAtProvider(start.location, callbackOf(t));
  return { landing: await callbackWith(t, back, start.cookie), back, cookie: start.cookie };
}

export const ticketOf = (landing: string) => decodeURIComponent(landing.split('#ticket=')[1] ?? '');
export const errorOf = (landing: string) => new URL(landing, 'http://x').searchParams.get('sso_error');

export const exchange = (t: TestApp, ticket: string) =>
  callEndpoint(t.app, authSso.ssoExchange, { body: { ticket } });
