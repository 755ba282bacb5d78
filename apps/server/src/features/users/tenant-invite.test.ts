/**
 * Issue 10: another tenant's Admin could attach an existing account by its e-mail and then read it.
 * Now an existing account joins only after its owner confirms a mailed invitation, and the answer is
 * the same as for a new address.
 */
import { API } from '@ausweis/shared/api-paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantMemberships } from '../../db/schema/index';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { call, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const membership = async (userId: number, tenantId: number) => {
  const [m] = await t.db
    .select()
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.user_id, userId), eq(tenantMemberships.tenant_id, tenantId)));
  return m ?? null;
};
const body = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  salutation: 'Herr',
  forename: 'Nico',
  lastname: 'Neumann',
  user_group: 'Admin',
  disabled: false,
  use_for_notify: true,
  ...extra,
});
const tokenOf = (link: string) => link.split('/').pop() ?? '';

describe('inviting an existing account (tenant Admin)', () => {
  it('TSV Admin posting the Gymnasium Admin e-mail: same answer as a new address, no access until confirmed', async () => {
    const tsv = await createTenantWithStaff(t.db);
    const gym = await createTenantWithStaff(t.db);
    const tsvToken = await loginAs(t.app, tsv.admin.email);
    const victim = gym.admin;

    const forExisting = await call(t.app, 'POST', API.users.profile, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
      body: body(victim.email.toUpperCase()),
    });
    const forNew = await call(t.app, 'POST', API.users.profile, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
      body: body(`neu-${Date.now()}@test.example`),
    });
    expect(forExisting.statusCode).toBe(200);
    expect(forExisting.body).toBe(forNew.body);
    expect(forExisting.json()).toEqual({
      id: null,
      attached_existing: false,
      email_validation_sent: false,
      invitation_sent: true,
    });

    // Nothing of the account is reachable before the owner confirms.
    expect(await membership(victim.id, tsv.tenant.id)).toBeNull();
    const profile = await call(t.app, 'GET', `${API.users.profile}?user_id=${victim.id}`, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
    });
    expect(profile.statusCode).toBe(404);
    const list = await call(t.app, 'POST', API.users.find, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
      body: {},
    });
    expect(list.json().data.map((r: { id: number }) => r.id)).not.toContain(victim.id);

    // The owner gets a German invitation with a confirmation link.
    const mail = await lastMailTo(t.db, victim.email);
    expect(mail?.subject).toBe(`Einladung zu „${tsv.tenant.name}“ im Ausweisportal`);
    expect(mail?.text).toContain('Erst wenn Sie die Einladung über den folgenden Link annehmen');
    const link = linkIn(mail?.text ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/tenant_invite\/[\w-]{43}$/);
    const token = tokenOf(link);

    const check = await call(t.app, 'GET', `${API.auth.checkTenantInvite}?token=${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ tenant_name: tsv.tenant.name, user_group: 'Admin', email: victim.email });

    const accept = await call(t.app, 'POST', API.auth.acceptTenantInvite, { body: { token } });
    expect(accept.statusCode).toBe(200);
    expect(await membership(victim.id, tsv.tenant.id)).toMatchObject({
      user_group: 'Admin',
      use_for_notify: true,
    });
    expect(await membership(victim.id, gym.tenant.id)).toMatchObject({ user_group: 'Admin' });
    // Single use.
    const again = await call(t.app, 'POST', API.auth.acceptTenantInvite, { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
    const after = await call(t.app, 'GET', `${API.users.profile}?user_id=${victim.id}`, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses forged tokens, and a UserPassword token is no invitation', async () => {
    const forged = await call(t.app, 'POST', API.auth.acceptTenantInvite, {
      body: { token: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('Dieser Link ist ungültig');
    const s = await createTenantWithStaff(t.db);
    await call(t.app, 'POST', API.auth.forgotPassword, { body: { email: s.user.email } });
    const pw = tokenOf(linkIn((await lastMailTo(t.db, s.user.email))?.text ?? ''));
    const check = await call(t.app, 'GET', `${API.auth.checkTenantInvite}?token=${pw}`);
    expect(check.statusCode).toBe(400);
  });

  it('a newer invitation of the same tenant replaces an older one', async () => {
    const a = await createTenantWithStaff(t.db);
    const b = await createTenantWithStaff(t.db);
    const adminToken = await loginAs(t.app, a.admin.email);
    const target = await createUser(t.db);
    await call(t.app, 'POST', API.users.profile, {
      token: adminToken,
      tenantId: a.tenant.id,
      body: body(target.email, { user_group: 'Admin' }),
    });
    const first = tokenOf(linkIn((await lastMailTo(t.db, target.email))?.text ?? ''));
    await call(t.app, 'POST', API.users.profile, {
      token: adminToken,
      tenantId: a.tenant.id,
      body: body(target.email, { user_group: 'User' }),
    });
    const second = tokenOf(linkIn((await lastMailTo(t.db, target.email))?.text ?? ''));
    expect(second).not.toBe(first);
    expect(
      (await call(t.app, 'POST', API.auth.acceptTenantInvite, { body: { token: first } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', API.auth.acceptTenantInvite, { body: { token: second } })).statusCode,
    ).toBe(200);
    expect(await membership(target.id, a.tenant.id)).toMatchObject({ user_group: 'User' });
    expect(await membership(target.id, b.tenant.id)).toBeNull();
  });
});
