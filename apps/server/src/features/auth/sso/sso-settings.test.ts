/**
 * A tenant's identity provider settings: its Admin configures their own tenant only, a super admin any
 * tenant; the client secret is sealed at rest and never answered; the issuer must be https (loopback
 * http outside production); 'Verbindung testen' answers in German.
 */
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdentityProviders } from '../../../db/schema/index';
import { addMember, createTenant, createUser } from '../../../test/factories';
import { callEndpoint, loginAs } from '../../../test/http';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issuerProblem } from './oidc-client';
import { CLIENT, callbackOf, providerSettings, signInAs, ssoTenant } from './sso.test-support';

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

describe('who configures', () => {
  it('a tenant Admin their own tenant only; a User and anonymous not; a super admin any tenant', async () => {
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op));
    const other = await createTenant(t.db);
    const get = (token: string | undefined, tenantId: number) =>
      callEndpoint(t.app, authSso.identityProvider, { token, tenantId });
    expect((await get(adminToken, tenant.id)).statusCode).toBe(200);
    const foreign = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: other.id,
      body: providerSettings(op),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(tenantIdentityProviders)
        .where(eq(tenantIdentityProviders.tenant_id, other.id)),
    ).toEqual([]);

    const user = await createUser(t.db);
    await addMember(t.db, user.id, tenant.id, 'User');
    expect((await get(await loginAs(t.app, user.email), tenant.id)).statusCode).toBe(403);
    expect((await get(undefined, tenant.id)).statusCode).toBe(401);

    const superAdmin = await createUser(t.db, { is_super_admin: true });
    const saved = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: await loginAs(t.app, superAdmin.email),
      tenantId: other.id,
      body: providerSettings(op, { display_name: 'Schulkonto' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: { display_name: 'Schulkonto' } });
  });
});

describe('the client secret', () => {
  it('is sealed at rest, never answered, and kept when the form sends none', async () => {
    const secret = 'sehr-geheimes-client-geheimnis';
    const { tenant, adminToken, startUrl } = await ssoTenant(t, {
      ...providerSettings(op),
      client_secret: CLIENT.client_secret,
    });
    const get = await callEndpoint(t.app, authSso.identityProvider, {
      token: adminToken,
      tenantId: tenant.id,
    });
    expect(get.body).not.toContain(CLIENT.client_secret);
    expect(get.json()).toMatchObject({ provider: { client_secret_set: true }, callback_url: callbackOf(t) });
    const [row] = await t.db
      .select()
      .from(tenantIdentityProviders)
      .where(eq(tenantIdentityProviders.tenant_id, tenant.id));
    expect(row?.client_secret).toMatch(/^v1\./);
    expect(row?.client_secret).not.toContain(CLIENT.client_secret);

    // Saved without a secret: the stored one stays and the sign-in still works.
    const kept = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
      body: providerSettings(op, { client_secret: '', display_name: 'IServ Schule' }),
    });
    expect(kept.body).not.toContain(CLIENT.client_secret);
    const { landing } = await signInAs(t, op, startUrl, {
      sub: 'kept-1',
      email: 'kept-1@schule.example',
      groups: ['lehrer'],
    });
    expect(landing).toMatch(/^\/login\/sso#ticket=/);

    const changed = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
      body: providerSettings(op, { client_secret: secret }),
    });
    expect(changed.body).not.toContain(secret);
  });

  it('is required for a new provider', async () => {
    const tenant = await createTenant(t.db);
    const admin = await createUser(t.db);
    await addMember(t.db, admin.id, tenant.id, 'Admin');
    const res = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: await loginAs(t.app, admin.email),
      tenantId: tenant.id,
      body: providerSettings(op, { client_secret: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'client_secret',
      message: 'Bitte das Client-Geheimnis angeben.',
    });
  });
});

describe('checks of the settings', () => {
  it('refuses an issuer without https (loopback http only outside production)', async () => {
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op));
    const res = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
      body: providerSettings(op, { issuer_url: 'http://schule.example/iserv' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'issuer_url' });
    expect(issuerProblem('http://127.0.0.1:4000', false)).toBeNull();
    expect(issuerProblem('http://localhost:4000', true)).toMatch(/https/);
    expect(issuerProblem('https://schule.example/iserv', true)).toBeNull();
  });

  it('gives an e-mail domain to one school only', async () => {
    const domain = `eine-${Date.now().toString(36)}.example`;
    await ssoTenant(t, providerSettings(op, { email_domains: [domain] }));
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op));
    const res = await callEndpoint(t.app, authSso.saveIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
      body: providerSettings(op, { email_domains: [`@${domain.toUpperCase()}`] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email_domains' });
  });

  it("'Verbindung testen' says in German whether the provider answers", async () => {
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op));
    const test = (issuer_url: string) =>
      callEndpoint(t.app, authSso.testIdentityProvider, {
        token: adminToken,
        tenantId: tenant.id,
        body: { issuer_url, client_id: CLIENT.client_id },
      });
    expect((await test(op.issuer)).json()).toEqual({
      ok: true,
      message: expect.stringContaining('Verbindung erfolgreich'),
    });
    const down = await startTestProvider([]);
    await down.close();
    expect((await test(down.issuer)).json()).toEqual({
      ok: false,
      message: expect.stringContaining('nicht erreichbar'),
    });
  });

  it('removes the provider', async () => {
    const { tenant, adminToken } = await ssoTenant(t, providerSettings(op));
    const del = await callEndpoint(t.app, authSso.deleteIdentityProvider, {
      token: adminToken,
      tenantId: tenant.id,
    });
    expect(del.statusCode).toBe(200);
    const get = await callEndpoint(t.app, authSso.identityProvider, {
      token: adminToken,
      tenantId: tenant.id,
    });
    expect(get.json()).toMatchObject({ provider: null });
  });
});
