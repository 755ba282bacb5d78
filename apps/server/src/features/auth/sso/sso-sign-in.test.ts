/**
 * Sign-in with a school's own accounts against a real OpenID Connect provider on the loopback: accounts
 * created, linked and matched by subject (never taken over by e-mail), roles from groups, the provider's
 * MFA, and every refusal (wrong audience, expired token, replays, provider down) writing no account.
 */
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import type { SessionResponse } from '@ausweis/shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantMemberships, userIdentities, users } from '../../../db/schema/index';
import { addMember, createUser } from '../../../test/factories';
import { callEndpoint } from '../../../test/http';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { SignInProof } from '../sign-in';
import {
  CLIENT,
  callbackOf,
  callbackWith,
  errorOf,
  exchange,
  providerSettings,
  signInAs,
  ssoTenant,
  startAt,
  ticketOf,
} from './sso.test-support';

/** What every sign-in hands to finishSignIn (the provider's MFA must arrive there). */
const proofs = vi.hoisted(() => [] as SignInProof[]);
vi.mock('../sign-in', async (importOriginal) => {
  const original = await importOriginal<typeof import('../sign-in')>();
  return {
    ...original,
    finishSignIn: (...args: Parameters<typeof original.finishSignIn>) => {
      proofs.push(args[3]);
      return original.finishSignIn(...args);
    },
  };
});

let t: TestApp;
let op: TestProvider;
beforeAll(async () => {
  t = await createTestApp();
  op = await startTestProvider([{ ...CLIENT, redirect_uri: callbackOf(t) }]);
});
afterAll(async () => {
  await op.close();
  await t.close();
});
beforeEach(() => {
  op.changeIdToken = null;
});

let n = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;
const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));

async function signInAndExchange(startUrl: string, account: Parameters<typeof signInAs>[3]) {
  const { landing } = await signInAs(t, op, startUrl, account);
  expect(landing).toMatch(/^\/login\/sso#ticket=/);
  const res = await exchange(t, ticketOf(landing));
  expect(res.statusCode).toBe(200);
  return res.json<SessionResponse>();
}

describe('a first sign-in', () => {
  it('creates the account in the mapped role; the groups set the role at every sign-in', async () => {
    const { tenant, startUrl } = await ssoTenant(t, providerSettings(op));
    const email = `${unique('neu')}@schule.example`;
    const sub = unique('sub');
    const first = await signInAndExchange(startUrl, { sub, email, groups: ['lehrer'], family_name: 'Neu' });
    expect(first.tenants).toEqual([expect.objectContaining({ id: tenant.id, user_group: 'User' })]);
    const [created] = await usersWith(email);
    expect(created).toMatchObject({ lastname: 'Neu', email_validated: true, password_hash: null });

    const again = await signInAndExchange(startUrl, { sub, email, groups: ['verwaltung', 'lehrer'] });
    expect(again.user_id).toBe(created?.id);
    expect(again.tenants).toEqual([expect.objectContaining({ id: tenant.id, user_group: 'Admin' })]);
  });

  it('links a member with the e-mail; a changed e-mail signs the same user in, no other account is taken', async () => {
    const { tenant, startUrl } = await ssoTenant(t, providerSettings(op, { allow_signup: false }));
    const member = await createUser(t.db);
    const colleague = await createUser(t.db);
    await addMember(t.db, member.id, tenant.id, 'User');
    await addMember(t.db, colleague.id, tenant.id, 'User');
    const sub = unique('sub');
    const linked = await signInAndExchange(startUrl, { sub, email: member.email, groups: ['lehrer'] });
    expect(linked.user_id).toBe(member.id);
    // The directory now names the colleague's address for the same person: still the same account.
    const moved = await signInAndExchange(startUrl, { sub, email: colleague.email, groups: ['lehrer'] });
    expect(moved.user_id).toBe(member.id);
    const colleagueLinks = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.user_id, colleague.id));
    expect(colleagueLinks).toEqual([]);
  });

  it('never links an account of another school by its e-mail', async () => {
    const { tenant, startUrl } = await ssoTenant(t, providerSettings(op));
    const stranger = await createUser(t.db);
    const { landing } = await signInAs(t, op, startUrl, {
      sub: unique('sub'),
      email: stranger.email,
      groups: ['lehrer'],
    });
    expect(errorOf(landing)).toBe('account_conflict');
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.user_id, stranger.id))).toEqual(
      [],
    );
    const memberships = await t.db
      .select()
      .from(tenantMemberships)
      .where(and(eq(tenantMemberships.user_id, stranger.id), eq(tenantMemberships.tenant_id, tenant.id)));
    expect(memberships).toEqual([]);
  });

  it('refuses a member of no mapped group, and an unknown member when sign-up is off', async () => {
    const open = await ssoTenant(t, providerSettings(op));
    const email = `${unique('ohne')}@schule.example`;
    const noRole = await signInAs(t, op, open.startUrl, { sub: unique('sub'), email, groups: ['schueler'] });
    expect(errorOf(noRole.landing)).toBe('no_role');

    const closed = await ssoTenant(t, providerSettings(op, { allow_signup: false }));
    const unknown = await signInAs(t, op, closed.startUrl, { sub: unique('sub'), email, groups: ['lehrer'] });
    expect(errorOf(unknown.landing)).toBe('signup_not_allowed');
    expect(await usersWith(email)).toEqual([]);
  });
});

describe('the provider says the sign-in took two factors', () => {
  it('passes factorsDone when amr or acr names a configured value, not otherwise', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    const email = `${unique('mfa')}@schule.example`;
    const sub = unique('sub');
    proofs.length = 0;
    await signInAndExchange(startUrl, { sub, email, groups: ['lehrer'], amr: ['pwd', 'mfa'] });
    await signInAndExchange(startUrl, { sub, email, groups: ['lehrer'], amr: ['pwd'] });
    expect(proofs).toEqual([{ factorsDone: true }, { factorsDone: false }]);
  });
});

describe('refusals write no account', () => {
  const refusedWith = async (startUrl: string, change: TestProvider['changeIdToken']) => {
    const email = `${unique('weg')}@schule.example`;
    op.changeIdToken = change;
    const { landing } = await signInAs(t, op, startUrl, { sub: unique('sub'), email, groups: ['lehrer'] });
    expect(await usersWith(email)).toEqual([]);
    return errorOf(landing);
  };

  it('an ID token for another client (wrong audience)', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    expect(await refusedWith(startUrl, (c) => ({ ...c, aud: 'ein-anderer-client' }))).toBe(
      'invalid_response',
    );
  });

  it('an expired ID token', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusedWith(startUrl, (c) => ({ ...c, iat: hourAgo - 60, exp: hourAgo }))).toBe(
      'invalid_response',
    );
  });

  it('an ID token of another issuer, or for another sign-in (nonce)', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    expect(await refusedWith(startUrl, (c) => ({ ...c, iss: 'https://fremd.example' }))).toBe(
      'invalid_response',
    );
    expect(await refusedWith(startUrl, (c) => ({ ...c, nonce: 'fremd' }))).toBe('invalid_response');
  });

  it('a sign-in cancelled at the provider', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    const { landing } = await signInAs(t, op, startUrl, null);
    expect(errorOf(landing)).toBe('denied');
  });

  it('a replayed callback (state spent) and a replayed result ticket', async () => {
    const { startUrl } = await ssoTenant(t, providerSettings(op));
    const email = `${unique('replay')}@schule.example`;
    const first = await signInAs(t, op, startUrl, { sub: unique('sub'), email, groups: ['lehrer'] });
    if (!first.back) throw new Error('no callback');
    expect(errorOf(await callbackWith(t, first.back, first.cookie))).toBe('expired');
    expect((await exchange(t, ticketOf(first.landing))).statusCode).toBe(200);
    const replay = await exchange(t, ticketOf(first.landing));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SSO_RESULT_EXPIRED' });
    // Without the flow cookie (another browser) the callback is refused too.
    const second = await signInAs(t, op, startUrl, { sub: unique('sub'), email, groups: ['lehrer'] });
    if (!second.back) throw new Error('no callback');
    expect(errorOf(await callbackWith(t, second.back, ''))).toBe('expired');
  });

  it('a provider that is down: at the start, and between start and callback', async () => {
    const down = await startTestProvider([{ ...CLIENT, redirect_uri: callbackOf(t) }]);
    const { startUrl } = await ssoTenant(t, providerSettings(down));
    const email = `${unique('down')}@schule.example`;
    down.nextSignIn = { sub: unique('sub'), email, groups: ['lehrer'] };
    const start = await startAt(t, startUrl);
    const { signInAtProvider } = await import('../../../test/oidc-provider');
    const back = await signInAtProvider(start.location, callbackOf(t));
    await down.close();
    expect(errorOf(await callbackWith(t, back, start.cookie))).toBe('provider_unreachable');
    expect(errorOf((await startAt(t, startUrl)).location)).toBe('provider_unreachable');
    expect(await usersWith(email)).toEqual([]);
  });
});

describe('the login page offer', () => {
  it('answers display name and start URL by e-mail domain or access code, nothing for a disabled provider', async () => {
    const domain = `${unique('schule')}.example`;
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op, { email_domains: [domain] }));
    const byDomain = await callEndpoint(t.app, authSso.ssoProvider, {
      query: { email: `a@${domain.toUpperCase()}` },
    });
    expect(byDomain.json()).toEqual({
      provider: {
        display_name: 'IServ',
        start_url: expect.stringMatching(/^\/api\/anon\/auth\/sso\/start\?provider=\d+$/),
      },
    });
    await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
      body: providerSettings(op, { email_domains: [domain], enabled: false, client_secret: '' }),
    });
    const off = await callEndpoint(t.app, authSso.ssoProvider, { query: { code: tenant.short_code } });
    expect(off.json()).toEqual({ provider: null });
    expect(
      (await callEndpoint(t.app, authSso.ssoProvider, { query: { email: 'a@unbekannt.example' } })).json(),
    ).toEqual({
      provider: null,
    });
  });
});
