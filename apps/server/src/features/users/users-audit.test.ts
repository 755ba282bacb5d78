/**
 * The audit trail of accounts: sign-in, sign-out and failed sign-ins go into each of the member's
 * tenants' trails (a super admin's into the platform's), naming the account, never the address typed;
 * invitations, group changes and removals are recorded with the change.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_CHAIN } from '../../db/audit-trail';
import { auditEvents } from '../../db/schema/index';
import {
  addMember,
  createTenant,
  createTenantWithStaff,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

/** The events of `chain` with `where` on top, oldest first, once the trail's writes have ended. */
async function eventsOf(chain: number, userId: number | null, action?: string) {
  await t.app.auditTrailSettled();
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, chain), action ? eq(auditEvents.action, action) : undefined))
    .orderBy(auditEvents.seq);
  return rows.filter((e) => e.user_id === userId);
}

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${auth.login.path}`,
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36' },
    payload: { email, password },
  });

describe('sign-in and sign-out', () => {
  it("a member's sign-in goes into each of their tenants' trails with their group there", async () => {
    const w = await createTenantWithStaff(t.db);
    const second = await createTenant(t.db);
    await addMember(t.db, w.admin.id, second.id, 'User');
    const token = await loginAs(t.app, w.admin.email);
    const [inFirst] = await eventsOf(w.tenant.id, w.admin.id, 'sign_in.succeeded');
    const [inSecond] = await eventsOf(second.id, w.admin.id, 'sign_in.succeeded');
    expect(inFirst).toMatchObject({ role: 'Admin', outcome: 'allowed', session_id: expect.any(String) });
    expect(inSecond).toMatchObject({ role: 'User', session_id: inFirst?.session_id });

    const out = await callEndpoint(t.app, auth.logout, { token });
    expect(out.statusCode).toBe(200);
    const [signedOut] = await eventsOf(w.tenant.id, w.admin.id, 'sign_out.done');
    expect(signedOut).toMatchObject({ outcome: 'allowed', session_id: inFirst?.session_id });
  });

  it("a super admin's sign-in goes into the platform's trail", async () => {
    const sa = await createUser(t.db, { is_super_admin: true });
    await loginAs(t.app, sa.email);
    const [event] = await eventsOf(PLATFORM_CHAIN, sa.id, 'sign_in.succeeded');
    expect(event).toMatchObject({ role: 'SuperAdmin', outcome: 'allowed' });
  });

  it('a wrong password is refused and names the account, never the address typed', async () => {
    const w = await createTenantWithStaff(t.db);
    const res = await loginFrom('10.61.0.1', w.user.email, 'Falsches-Passwort-1');
    expect(res.statusCode).toBe(401);
    const [event] = await eventsOf(w.tenant.id, w.user.id, 'sign_in.failed');
    expect(event).toMatchObject({
      role: 'User',
      outcome: 'refused',
      ip_prefix: '10.61.0.0/24',
      agent: 'Chrome unter Windows',
    });
    expect(JSON.stringify(event)).not.toContain(w.user.email);
  });

  it('an address that belongs to nobody: a refused sign-in of nobody in the platform trail', async () => {
    const typed = 'niemand-audit-trail@test.example';
    const res = await loginFrom('10.62.0.1', typed, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    const events = (await eventsOf(PLATFORM_CHAIN, null, 'sign_in.failed')).filter(
      (e) => e.ip_prefix === '10.62.0.0/24',
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'refused', user_id: null });
    expect(JSON.stringify(events)).not.toContain('niemand');
  });
});

describe('user management', () => {
  it('an invitation, a group change and a removal each record their event', async () => {
    const w = await createTenantWithStaff(t.db);
    const token = await loginAs(t.app, w.admin.email);
    const asAdmin = { token, tenantId: w.tenant.id };
    const invite = await callEndpoint(t.app, usersApi.saveProfile, {
      ...asAdmin,
      body: {
        email: `eingeladen-${w.tenant.id}@test.example`,
        salutation: 'Frau',
        forename: 'Ina',
        lastname: 'Eingeladen',
        user_group: 'User',
      },
    });
    expect(invite.statusCode).toBe(200);
    const [invited] = await eventsOf(w.tenant.id, w.admin.id, 'user.invited');
    expect(invited).toMatchObject({ record: 'invitation', role: 'Admin', outcome: 'allowed' });
    expect(JSON.stringify(invited)).not.toMatch(/eingeladen|Ina/i);
    const invitation = { invitation_id: invited?.record_ids[0] };
    expect(
      (await callEndpoint(t.app, usersApi.resendInvitation, { ...asAdmin, body: invitation })).statusCode,
    ).toBe(200);
    expect(await eventsOf(w.tenant.id, w.admin.id, 'invitation.resent')).toMatchObject([
      { record: 'invitation', record_ids: invited?.record_ids },
    ]);
    expect(
      (await callEndpoint(t.app, usersApi.withdrawInvitation, { ...asAdmin, body: invitation })).statusCode,
    ).toBe(200);
    expect(await eventsOf(w.tenant.id, w.admin.id, 'invitation.withdrawn')).toMatchObject([
      { record: 'invitation', record_ids: invited?.record_ids },
    ]);

    const member = w.user;
    const promote = await callEndpoint(t.app, usersApi.saveProfile, {
      ...asAdmin,
      body: {
        user_id: member.id,
        email: member.email,
        salutation: member.salutation ?? '',
        forename: member.forename ?? '',
        lastname: 'Umbenannt',
        user_group: 'Admin',
      },
    });
    expect(promote.statusCode).toBe(200);
    const changes = (await eventsOf(w.tenant.id, w.admin.id)).filter((e) => e.record_ids.includes(member.id));
    expect(changes.find((e) => e.action === 'user.role_changed')).toMatchObject({
      record: 'user',
      fields: ['user_group'],
    });
    expect(changes.find((e) => e.action === 'record.changed')?.fields).toEqual(['lastname']);
    expect(JSON.stringify(changes)).not.toContain('Umbenannt');

    const remove = await callEndpoint(t.app, usersApi.removeFromTenant, {
      ...asAdmin,
      body: { user_profile_id: member.id },
    });
    expect(remove.statusCode).toBe(200);
    const [removed] = await eventsOf(w.tenant.id, w.admin.id, 'user.removed');
    expect(removed).toMatchObject({ record: 'user', record_ids: [member.id] });
  });
});

describe('one’s own profile', () => {
  it("a change names the changed fields in each of the member's tenants' trails, never their values", async () => {
    const w = await createTenantWithStaff(t.db);
    const token = await loginAs(t.app, w.user.email);
    const res = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      token,
      body: {
        email: w.user.email,
        salutation: w.user.salutation ?? '',
        forename: 'Selbstgeändert',
        lastname: w.user.lastname ?? '',
      },
    });
    expect(res.statusCode).toBe(200);
    const [changed] = await eventsOf(w.tenant.id, w.user.id, 'record.changed');
    expect(changed).toMatchObject({
      record: 'user',
      record_ids: [w.user.id],
      fields: ['forename'],
      role: 'User',
    });
    expect(JSON.stringify(changed)).not.toContain('Selbstgeändert');
  });
});

describe('second factors', () => {
  it("a super admin's reset goes into the user's tenants' trails, naming the user", async () => {
    const w = await createTenantWithStaff(t.db);
    const sa = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, sa.email);
    const res = await callEndpoint(t.app, authFactors.resetSecondFactors, {
      token,
      body: { user_id: w.user.id },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf(w.tenant.id, sa.id, 'factor.reset');
    expect(event).toMatchObject({ role: 'SuperAdmin', record: 'user', record_ids: [w.user.id] });
  });
});
