/**
 * Another tenant's Admin could attach an existing account by its e-mail and then read it.
 * Now an existing account joins only after its owner confirms a mailed invitation, and the answer is
 * the same as for a new address.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantInvitations, tenantMemberships, users } from '../../db/schema/index';
import { addMember, createTenantWithStaff, createUser, TEST_PASSWORD } from '../../test/factories';
import { call, callEndpoint, loginAs } from '../../test/http';
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

    const forExisting = await callEndpoint(t.app, usersApi.saveProfile, {
      token: tsvToken,
      tenantId: tsv.tenant.id,
      body: body(victim.email.toUpperCase()),
    });
    const forNew = await callEndpoint(t.app, usersApi.saveProfile, {
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
    const profile = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: victim.id },
      token: tsvToken,
      tenantId: tsv.tenant.id,
    });
    expect(profile.statusCode).toBe(404);
    const list = await callEndpoint(t.app, usersApi.find, {
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

    const check = await callEndpoint(t.app, auth.checkTenantInvite, { query: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ tenant_name: tsv.tenant.name, user_group: 'Admin', email: victim.email });

    // The link alone accepts nothing: the invited account's password is needed, and a wrong one changes nothing.
    const linkOnly = await callEndpoint(t.app, auth.acceptTenantInvite, { body: { token } });
    expect([linkOnly.statusCode, linkOnly.json().field]).toEqual([400, 'password']);
    const wrong = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token, password: 'Falsches-Passwort-1' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      expect.objectContaining({ field: 'password', message: 'Das Passwort ist falsch.' }),
    ]);
    expect(await membership(victim.id, tsv.tenant.id)).toBeNull();

    const accept = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token, password: TEST_PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    // The answer is the invited account's login, with the new tenant to choose.
    expect(accept.json()).toMatchObject({ user_id: victim.id, is_super_admin: false });
    expect(
      accept
        .json()
        .tenants.map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([tsv.tenant.id, gym.tenant.id].sort());
    expect((await callEndpoint(t.app, auth.getUserData, { token: accept.json().token })).statusCode).toBe(
      200,
    );
    expect(await membership(victim.id, tsv.tenant.id)).toMatchObject({
      user_group: 'Admin',
      use_for_notify: true,
    });
    expect(await membership(victim.id, gym.tenant.id)).toMatchObject({ user_group: 'Admin' });
    // Single use.
    const again = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
    const after = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: victim.id },
      token: tsvToken,
      tenantId: tsv.tenant.id,
    });
    expect(after.statusCode).toBe(200);
  });

  it('an account left without any tenant accepts with its password and is signed in to the new one', async () => {
    const a = await createTenantWithStaff(t.db);
    const alone = await createUser(t.db);
    await callEndpoint(t.app, usersApi.saveProfile, {
      token: await loginAs(t.app, a.admin.email),
      tenantId: a.tenant.id,
      body: body(alone.email, { user_group: 'User' }),
    });
    const token = tokenOf(linkIn((await lastMailTo(t.db, alone.email))?.text ?? ''));
    const accept = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token, password: TEST_PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().tenants).toEqual([expect.objectContaining({ id: a.tenant.id, user_group: 'User' })]);
  });

  it('refuses forged tokens, and a UserPassword token is no invitation', async () => {
    const forged = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token: 'x'.repeat(43), password: TEST_PASSWORD },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('Dieser Link ist ungültig');
    const s = await createTenantWithStaff(t.db);
    await callEndpoint(t.app, auth.forgotPassword, { body: { email: s.user.email } });
    const pw = tokenOf(linkIn((await lastMailTo(t.db, s.user.email))?.text ?? ''));
    const check = await callEndpoint(t.app, auth.checkTenantInvite, { query: { token: pw } });
    expect(check.statusCode).toBe(400);
  });

  it('a newer invitation of the same tenant replaces an older one', async () => {
    const a = await createTenantWithStaff(t.db);
    const b = await createTenantWithStaff(t.db);
    const adminToken = await loginAs(t.app, a.admin.email);
    const target = await createUser(t.db);
    await callEndpoint(t.app, usersApi.saveProfile, {
      token: adminToken,
      tenantId: a.tenant.id,
      body: body(target.email, { user_group: 'Admin' }),
    });
    const first = tokenOf(linkIn((await lastMailTo(t.db, target.email))?.text ?? ''));
    await callEndpoint(t.app, usersApi.saveProfile, {
      token: adminToken,
      tenantId: a.tenant.id,
      body: body(target.email, { user_group: 'User' }),
    });
    const second = tokenOf(linkIn((await lastMailTo(t.db, target.email))?.text ?? ''));
    expect(second).not.toBe(first);
    expect(
      (
        await callEndpoint(t.app, auth.acceptTenantInvite, {
          body: { token: first, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await callEndpoint(t.app, auth.acceptTenantInvite, {
          body: { token: second, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect(await membership(target.id, a.tenant.id)).toMatchObject({ user_group: 'User' });
    expect(await membership(target.id, b.tenant.id)).toBeNull();
  });
});

describe('a tenant Admin cannot tell a new address from an existing account', () => {
  type Row = Record<string, unknown>;
  const listRow = async (token: string, tenantId: number, email: string): Promise<Row | undefined> => {
    const res = await callEndpoint(t.app, usersApi.find, {
      token,
      tenantId,
      body: { filters: { email } },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.find((r: Row) => r.email === email);
  };
  const userId = async (email: string) => {
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!u) throw new Error('no user');
    return u.id;
  };

  it('both are the same invitation row with only what the Admin typed, and every answer about them is alike', async () => {
    const tsv = await createTenantWithStaff(t.db);
    const gym = await createTenantWithStaff(t.db);
    const third = await createTenantWithStaff(t.db);
    const adminToken = await loginAs(t.app, tsv.admin.email);
    const as = { token: adminToken, tenantId: tsv.tenant.id };
    // An existing account with its own name, salutation, an unconfirmed e-mail and two other tenants.
    const existing = await createUser(t.db, {
      salutation: 'Frau',
      forename: 'Gerda',
      lastname: 'Geheim',
      email_validated: false,
    });
    await addMember(t.db, existing.id, gym.tenant.id, 'Admin');
    await addMember(t.db, existing.id, third.tenant.id, 'User');
    const fresh = `frisch-${Date.now()}@test.example`;

    const typed = { salutation: 'Herr', forename: 'Nico', lastname: 'Neumann', user_group: 'User' };
    const answers = [];
    for (const email of [fresh, existing.email]) {
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        ...as,
        body: { ...typed, email: email.toUpperCase(), use_for_notify: true },
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
    }
    expect(answers[0]).toBe(answers[1]);

    // The list: the same row for both, with the typed name and group, no id, and no account data.
    const freshRow = await listRow(adminToken, tsv.tenant.id, fresh);
    const existingRow = await listRow(adminToken, tsv.tenant.id, existing.email);
    const shape = (row: Row | undefined) => {
      const { invitation_id, created_at, email, ...rest } = row ?? {};
      expect(typeof invitation_id).toBe('number');
      expect(typeof created_at).toBe('string');
      expect(typeof email).toBe('string');
      return rest;
    };
    expect(shape(existingRow)).toEqual(shape(freshRow));
    expect(shape(freshRow)).toEqual({
      id: null,
      forename: 'Nico',
      lastname: 'Neumann',
      disabled: false,
      use_for_notify: true,
      user_group: 'User',
      email_validated: false,
      must_reset_password: false,
    });
    expect(JSON.stringify(existingRow)).not.toMatch(/Gerda|Geheim|Frau/);
    expect(JSON.stringify(existingRow)).not.toContain(String(existing.created_at));

    // Every way to ask about the accounts by their user id: the same 404 for both.
    const freshId = await userId(fresh);
    const same = async (ask: (id: number) => Promise<{ statusCode: number; body: string }>) => {
      const a = await ask(freshId);
      const b = await ask(existing.id);
      expect(a.statusCode).toBe(404);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
    };
    await same((id) => callEndpoint(t.app, usersApi.profile, { ...as, query: { user_id: id } }));
    await same((id) => callEndpoint(t.app, usersApi.resetPassword, { ...as, body: { user_id: id } }));
    await same((id) =>
      callEndpoint(t.app, usersApi.removeFromTenant, { ...as, body: { user_profile_id: id } }),
    );
    await same((id) =>
      callEndpoint(t.app, usersApi.saveProfile, {
        ...as,
        body: { ...typed, user_id: id, email: fresh, disabled: false, use_for_notify: false },
      }),
    );
    // The id filter finds neither.
    for (const id of [freshId, existing.id]) {
      const res = await callEndpoint(t.app, usersApi.find, { ...as, body: { filters: { id } } });
      expect(res.json().data).toEqual([]);
    }

    // Resending: the same answer; each owner gets their own kind of link.
    const resend = (row: Row | undefined) =>
      callEndpoint(t.app, usersApi.resendInvitation, {
        ...as,
        body: { invitation_id: row?.invitation_id },
      });
    const r1 = await resend(freshRow);
    const r2 = await resend(existingRow);
    expect(r1.statusCode).toBe(200);
    expect(r2.body).toBe(r1.body);
    expect(linkIn((await lastMailTo(t.db, fresh))?.text ?? '')).toMatch(/\/password_create\/[\w-]{43}$/);
    expect(linkIn((await lastMailTo(t.db, existing.email))?.text ?? '')).toMatch(
      /\/tenant_invite\/[\w-]{43}$/,
    );

    // Nothing of the existing account changed, and neither joined.
    expect(await membership(existing.id, tsv.tenant.id)).toBeNull();
    expect(await membership(freshId, tsv.tenant.id)).toBeNull();
    const [after] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(after).toMatchObject({ salutation: 'Frau', forename: 'Gerda', lastname: 'Geheim' });

    // Withdrawing: the same answer; the rows go, the links stop working, the unused new account goes.
    const existingLink = tokenOf(linkIn((await lastMailTo(t.db, existing.email))?.text ?? ''));
    const withdraw = (row: Row | undefined) =>
      callEndpoint(t.app, usersApi.withdrawInvitation, {
        ...as,
        body: { invitation_id: row?.invitation_id },
      });
    const w1 = await withdraw(freshRow);
    const w2 = await withdraw(existingRow);
    expect(w1.statusCode).toBe(200);
    expect(w2.body).toBe(w1.body);
    expect(await listRow(adminToken, tsv.tenant.id, fresh)).toBeUndefined();
    expect(await listRow(adminToken, tsv.tenant.id, existing.email)).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, fresh))).toEqual([]);
    expect(await membership(existing.id, gym.tenant.id)).toMatchObject({ user_group: 'Admin' });
    const accept = await callEndpoint(t.app, auth.acceptTenantInvite, {
      body: { token: existingLink, password: TEST_PASSWORD },
    });
    expect(accept.statusCode).toBe(400);
    expect(await membership(existing.id, tsv.tenant.id)).toBeNull();
    // A second withdrawal, or another tenant's invitation id: not found.
    expect((await withdraw(freshRow)).statusCode).toBe(404);
  });

  it('resend and withdraw: only for the tenant’s own invitations, only for its Admins', async () => {
    const a = await createTenantWithStaff(t.db);
    const b = await createTenantWithStaff(t.db);
    const adminA = await loginAs(t.app, a.admin.email);
    const adminB = await loginAs(t.app, b.admin.email);
    const userA = await loginAs(t.app, a.user.email);
    const email = `einladung-${Date.now()}@test.example`;
    await callEndpoint(t.app, usersApi.saveProfile, {
      token: adminA,
      tenantId: a.tenant.id,
      body: { email, salutation: 'Frau', lastname: 'Eins', user_group: 'User' },
    });
    const row = await listRow(adminA, a.tenant.id, email);
    const body = { invitation_id: row?.invitation_id };
    for (const path of [usersApi.resendInvitation.path, usersApi.withdrawInvitation.path]) {
      expect((await call(t.app, 'POST', path, { tenantId: a.tenant.id, body })).statusCode).toBe(401);
      expect(
        (await call(t.app, 'POST', path, { token: userA, tenantId: a.tenant.id, body })).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, 'POST', path, { token: adminB, tenantId: a.tenant.id, body })).statusCode,
      ).toBe(404);
      const other = await call(t.app, 'POST', path, { token: adminB, tenantId: b.tenant.id, body });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Einladung nicht gefunden.');
      const bad = await call(t.app, 'POST', path, {
        token: adminA,
        tenantId: a.tenant.id,
        body: { invitation_id: '0x1' },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(await listRow(adminA, a.tenant.id, email)).toBeDefined();
  });

  it('an invited existing account shows its own data only after accepting; a super admin attaching ends the invitation', async () => {
    const a = await createTenantWithStaff(t.db);
    const adminA = await loginAs(t.app, a.admin.email);
    const one = await createUser(t.db, { forename: 'Olga', lastname: 'Eigen' });
    const two = await createUser(t.db);
    for (const u of [one, two]) {
      await callEndpoint(t.app, usersApi.saveProfile, {
        token: adminA,
        tenantId: a.tenant.id,
        body: { email: u.email, salutation: 'Herr', lastname: 'Getippt', user_group: 'Admin' },
      });
    }
    const token = tokenOf(linkIn((await lastMailTo(t.db, one.email))?.text ?? ''));
    expect(
      (await callEndpoint(t.app, auth.acceptTenantInvite, { body: { token, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(await listRow(adminA, a.tenant.id, one.email)).toMatchObject({
      id: one.id,
      invitation_id: null,
      forename: 'Olga',
      lastname: 'Eigen',
      user_group: 'Admin',
    });
    const [left] = await t.db
      .select()
      .from(tenantInvitations)
      .where(and(eq(tenantInvitations.user_id, one.id), eq(tenantInvitations.tenant_id, a.tenant.id)));
    expect(left).toBeUndefined();

    // The super admin adds the second directly: a member now, and the mailed invitation is void.
    const sa = await createUser(t.db, { is_super_admin: true });
    const saToken = await loginAs(t.app, sa.email);
    const invite = tokenOf(linkIn((await lastMailTo(t.db, two.email))?.text ?? ''));
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: saToken,
      tenantId: a.tenant.id,
      body: { email: two.email, salutation: 'Herr', lastname: 'X', user_group: 'User' },
    });
    expect(res.json()).toMatchObject({ id: two.id, attached_existing: true });
    expect(await listRow(adminA, a.tenant.id, two.email)).toMatchObject({ id: two.id, invitation_id: null });
    expect(
      (
        await callEndpoint(t.app, auth.acceptTenantInvite, {
          body: { token: invite, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(400);
    expect(await membership(two.id, a.tenant.id)).toMatchObject({ user_group: 'User' });
  });
});
