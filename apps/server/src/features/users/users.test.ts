import { auth } from '@ausweis/shared/contracts/auth';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { mailOutbox, tenantMemberships, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { createMailer } from '../../platform/mail/mailer';
import { verifyPassword } from '../../platform/password-hashing';
import {
  addMember,
  createTenant,
  createTenantWithStaff,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories';
import { call, callEndpoint, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setPasswordByMailedLink } from '../auth/auth.test-support';
import { inviteUserToTenant } from './invite-user.service';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const sa = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, sa.email);
});
afterAll(() => t.close());

const userById = async (id: number) => {
  const [u] = await t.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new Error('no user');
  return u;
};
/** A tenant Admin's invitation answer names no user (it must not tell whether the address existed). */
const userByEmail = async (email: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!u) throw new Error('no user');
  return u;
};
const membership = async (userId: number, tenantId: number) => {
  const [m] = await t.db
    .select()
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.user_id, userId), eq(tenantMemberships.tenant_id, tenantId)));
  return m ?? null;
};
const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@test.example`;

/** A tenant with an Admin and a User (logged in), plus another tenant with its Admin. */
async function world() {
  const s = await createTenantWithStaff(t.db);
  const other = await createTenantWithStaff(t.db);
  return {
    ...s,
    other,
    adminToken: await loginAs(t.app, s.admin.email),
    userToken: await loginAs(t.app, s.user.email),
    otherAdminToken: await loginAs(t.app, other.admin.email),
  };
}
type World = Awaited<ReturnType<typeof world>>;

/**
 * A tenant Admin's save answer when the address gets an invitation: it names no user, so it does not
 * tell whether the address already had an account.
 */
const INVITATION_ONLY_ANSWER = {
  id: null,
  attached_existing: false,
  email_validation_sent: false,
  invitation_sent: true,
};

/**
 * An Admin's action on one user of the tenant (`send(token, userId)`) is refused on oneself (403), on
 * another tenant's user (404), to a User (403), to another tenant's Admin (404: not their tenant) and
 * without login (401).
 */
async function expectOnlyOtherUsersOfOwnTenant(
  w: World,
  send: (token: string | undefined, userId: number) => Promise<{ statusCode: number }>,
) {
  expect((await send(w.adminToken, w.admin.id)).statusCode).toBe(403);
  expect((await send(w.adminToken, w.other.user.id)).statusCode).toBe(404);
  expect((await send(w.userToken, w.admin.id)).statusCode).toBe(403);
  expect((await send(w.otherAdminToken, w.user.id)).statusCode).toBe(404);
  expect((await send(undefined, w.user.id)).statusCode).toBe(401);
}

const newUserBody = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('neu'),
  salutation: 'Herr',
  forename: 'Nico',
  lastname: 'Neumann',
  user_group: 'User',
  disabled: false,
  use_for_notify: true,
  ...extra,
});

describe('inviteUserToTenant (service for other features)', () => {
  const ctxOf = (): AppContext =>
    ({
      config: t.config,
      db: t.db,
      mail: createMailer({
        db: t.db,
        smtpUrl: null,
        from: t.config.mailFrom,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        logOutboxLinks: false,
      }),
    }) as unknown as AppContext;

  it('(super admin, e.g. a new tenant’s first user) creates a user with membership and an invitation mail inside the caller transaction', async () => {
    const tenant = await createTenant(t.db, { name: 'Einladeschule' });
    const email = uniqueEmail('Invite').toUpperCase();
    const result = await t.db.transaction((tx) =>
      inviteUserToTenant(
        ctxOf(),
        tx,
        tenantScope(tenant.id),
        {
          email,
          salutation: 'Frau',
          forename: 'Ina',
          lastname: 'Initial',
          user_group: 'Admin',
          use_for_notify: true,
        },
        { attachExisting: true },
      ),
    );
    expect(result.created).toBe(true);
    const user = await userById(Number(result.user_id));
    expect(user).toMatchObject({ email: email.toLowerCase(), lastname: 'Initial', password_hash: null });
    expect(await membership(user.id, tenant.id)).toMatchObject({ user_group: 'Admin', use_for_notify: true });
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.text).toContain('Einladeschule');
    expect(mail?.text).toContain('Guten Tag Frau Initial,');
    expect(linkIn(mail?.text ?? '')).toMatch(/\/password_create\/[\w-]{43}$/);
  });

  it('writes nothing (no user, no mail) when the caller transaction rolls back', async () => {
    const tenant = await createTenant(t.db);
    const email = uniqueEmail('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await inviteUserToTenant(
          ctxOf(),
          tx,
          tenantScope(tenant.id),
          { email, lastname: 'Roll', user_group: 'User' },
          { attachExisting: false },
        );
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await lastMailTo(t.db, email)).toBeNull();
  });
});

describe('POST users find', () => {
  it('lists the users of the selected tenant only, with group and notify per tenant', async () => {
    const w = await world();
    await addMember(t.db, w.other.user.id, w.tenant.id, 'Admin');
    const res = await callEndpoint(t.app, usersApi.find, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, count: 50, total: 3 });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual(
      [w.admin.id, w.user.id, w.other.user.id].sort((a, b) => b - a),
    );
    const row = body.data.find((r: { id: number }) => r.id === w.other.user.id);
    expect(row).toMatchObject({
      email: w.other.user.email,
      user_group: 'Admin',
      use_for_notify: false,
      disabled: false,
      invitation_id: null,
    });
    expect(Object.keys(row).sort()).toEqual(
      [
        'created_at',
        'disabled',
        'email',
        'email_validated',
        'forename',
        'id',
        'invitation_id',
        'lastname',
        'must_reset_password',
        'use_for_notify',
        'user_group',
      ].sort(),
    );
  });

  it('filters, sorts and pages', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.find, {
      token: superToken,
      tenantId: w.tenant.id,
      body: {
        filters: { user_group: 'User' },
        sorts: [{ key: 'lastname', order: 'asc' }],
        page: 1,
        count: 5,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([w.user.id]);
    const bad = await callEndpoint(t.app, usersApi.find, {
      token: superToken,
      tenantId: w.tenant.id,
      body: { filters: { password_hash: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('guards by role: anonymous 401, User 403, Admin of another tenant 404', async () => {
    const w = await world();
    expect((await callEndpoint(t.app, usersApi.find, { tenantId: w.tenant.id, body: {} })).statusCode).toBe(
      401,
    );
    expect(
      (await callEndpoint(t.app, usersApi.find, { token: w.userToken, tenantId: w.tenant.id, body: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await callEndpoint(t.app, usersApi.find, {
          token: w.otherAdminToken,
          tenantId: w.tenant.id,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await callEndpoint(t.app, usersApi.find, { token: w.adminToken, body: {} })).statusCode).toBe(
      400,
    );
  });
});

describe('GET user profile', () => {
  it('returns every profile field for a member, 404 for a user of another tenant', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.user.id,
      email: w.user.email,
      salutation: 'Frau',
      forename: 'Tina',
      lastname: 'Tester',
      disabled: false,
      must_reset_password: false,
      email_validated: true,
      user_group: 'User',
      use_for_notify: false,
      tenants: [{ tenant_id: w.tenant.id, user_group: 'User', use_for_notify: false }],
      pending_email: null,
      can_edit_account: true,
    });
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const foreign = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.other.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(foreign.statusCode).toBe(404);
    const bySuper = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.user.id },
      token: superToken,
      tenantId: w.tenant.id,
    });
    expect(bySuper.statusCode).toBe(200);
  });

  it('guards by role and validates the id', async () => {
    const w = await world();
    const url = `${usersApi.profile.path}?user_id=${w.user.id}`;
    expect((await call(t.app, 'GET', url, { tenantId: w.tenant.id })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', url, { token: w.userToken, tenantId: w.tenant.id })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'GET', url, { token: w.otherAdminToken, tenantId: w.tenant.id })).statusCode,
    ).toBe(404);
    const bad = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: 'abc' },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a user who also belongs to a tenant the admin does not run as not account-editable', async () => {
    const w = await world();
    await addMember(t.db, w.other.user.id, w.tenant.id, 'User');
    const res = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.other.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(res.json().can_edit_account).toBe(false);
    const bySuper = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.other.user.id },
      token: superToken,
      tenantId: w.tenant.id,
    });
    expect(bySuper.json().can_edit_account).toBe(true);
  });
});

describe('POST user profile: create', () => {
  it('a tenant Admin invites a new address: an account without password, an invitation row, and membership once the password is set', async () => {
    const w = await world();
    const body = newUserBody({ email: uniqueEmail('Gross').toUpperCase() });
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(INVITATION_ONLY_ANSWER);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      salutation: 'Herr',
      lastname: 'Neumann',
      email_validated: false,
      password_hash: null,
    });
    // Not a member until the invitation is answered; the list shows it as 'Einladung offen'.
    expect(await membership(user.id, w.tenant.id)).toBeNull();
    const list = async () =>
      (
        await callEndpoint(t.app, usersApi.find, {
          token: w.adminToken,
          tenantId: w.tenant.id,
          body: { filters: { email: body.email.toLowerCase() } },
        })
      ).json().data;
    expect(await list()).toEqual([
      expect.objectContaining({ id: null, email: body.email.toLowerCase(), user_group: 'User' }),
    ]);
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.subject).toBe('Ihr Zugang zum Ausweisportal');
    expect(mail?.text).toContain('48 Stunden');
    expect((await setPasswordByMailedLink(t, user, 'Mein-Passwort-1')).statusCode).toBe(200);
    expect(await membership(user.id, w.tenant.id)).toMatchObject({
      user_group: 'User',
      use_for_notify: true,
    });
    expect(await list()).toEqual([
      expect.objectContaining({ id: user.id, invitation_id: null, email_validated: true }),
    ]);
    await loginAs(t.app, user.email, 'Mein-Passwort-1');
  });

  it('a super admin creates a new user as a member at once', async () => {
    const w = await world();
    const body = newUserBody();
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body,
    });
    expect(res.statusCode).toBe(200);
    const user = await userByEmail(body.email);
    expect(res.json()).toEqual({
      id: user.id,
      attached_existing: false,
      email_validation_sent: false,
      invitation_sent: true,
    });
    expect(await membership(user.id, w.tenant.id)).toMatchObject({ user_group: 'User' });
    expect(linkIn((await lastMailTo(t.db, user.email))?.text ?? '')).toMatch(/\/password_create\//);
  });

  it('a super admin adds an existing user (by e-mail) at once, without changing name or password', async () => {
    const w = await world();
    const existing = w.other.user;
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body: newUserBody({ email: existing.email.toUpperCase(), lastname: 'Anders', user_group: 'Admin' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: existing.id, attached_existing: true });
    expect(await membership(existing.id, w.tenant.id)).toMatchObject({
      user_group: 'Admin',
      use_for_notify: true,
    });
    expect(await membership(existing.id, w.other.tenant.id)).toMatchObject({ user_group: 'User' });
    const after = await userById(existing.id);
    expect(after.lastname).toBe('Tester');
    expect(await verifyPassword(TEST_PASSWORD, after.password_hash)).toBe(true);
    const mail = await lastMailTo(t.db, existing.email);
    expect(mail?.subject).toContain(w.tenant.name);
    expect(linkIn(mail?.text ?? '')).toBe('http://localhost:3000/login');
    const again = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body: newUserBody({ email: existing.email }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ein Benutzer mit dieser E-Mail gehört bereits zu diesem Mandanten.');
  });

  it('applies the user form rules and writes nothing', async () => {
    const w = await world();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ salutation: '' }, 'salutation', 'Bitte einen Wert angeben'],
      [{ salutation: 'divers' }, 'salutation', 'Bitte einen der vorgegebenen Werte wählen'],
      [{ lastname: '  ' }, 'lastname', 'Bitte einen Wert angeben'],
      [{ email: '' }, 'email', 'Bitte einen Wert angeben'],
      [{ email: 'kein-mail' }, 'email', 'Ungültige Email'],
      [{ user_group: '' }, 'user_group', 'Bitte einen Wert angeben'],
      [{ user_group: 'SuperAdmin' }, 'user_group', 'Bitte einen der vorgegebenen Werte wählen'],
      [{ forename: 'x'.repeat(101) }, 'forename', 'Bitte geben Sie maximal 100 Zeichen an'],
    ];
    for (const [patch, fieldName, message] of cases) {
      const body = newUserBody(patch);
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        token: w.adminToken,
        tenantId: w.tenant.id,
        body,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ field: fieldName, message });
      if (typeof body.email === 'string' && body.email.includes('@'))
        expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    }
  });

  it('guards by role: anonymous 401, User 403, Admin of another tenant 404; super admin may', async () => {
    const w = await world();
    const body = newUserBody();
    expect(
      (await callEndpoint(t.app, usersApi.saveProfile, { tenantId: w.tenant.id, body })).statusCode,
    ).toBe(401);
    expect(
      (await callEndpoint(t.app, usersApi.saveProfile, { token: w.userToken, tenantId: w.tenant.id, body }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await callEndpoint(t.app, usersApi.saveProfile, {
          token: w.otherAdminToken,
          tenantId: w.tenant.id,
          body,
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const ok = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST user profile: update', () => {
  const editBody = (u: typeof users.$inferSelect, extra: Record<string, unknown> = {}) => ({
    user_id: u.id,
    email: u.email,
    salutation: u.salutation,
    forename: u.forename,
    lastname: u.lastname,
    user_group: 'User',
    disabled: u.disabled,
    use_for_notify: false,
    ...extra,
  });

  it('changes names, group, notify and disabled', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(w.user, {
        salutation: 'Herr',
        forename: '',
        lastname: 'Neu',
        user_group: 'Admin',
        use_for_notify: true,
        disabled: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: w.user.id, email_validation_sent: false });
    expect(await userById(w.user.id)).toMatchObject({
      salutation: 'Herr',
      forename: null,
      lastname: 'Neu',
      disabled: true,
    });
    expect(await membership(w.user.id, w.tenant.id)).toMatchObject({
      user_group: 'Admin',
      use_for_notify: true,
    });
  });

  it('an e-mail change waits beside the account: the old address works until the new one is confirmed', async () => {
    const w = await world();
    const newEmail = uniqueEmail('wechsel');
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(w.user, { email: newEmail }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email_validation_sent).toBe(true);
    expect(await userById(w.user.id)).toMatchObject({ email: w.user.email, email_validated: true });
    // Not locked: the running session goes on and the old address logs in.
    expect((await callEndpoint(t.app, usersApi.ownProfile, { token: w.userToken })).statusCode).toBe(200);
    await loginAs(t.app, w.user.email);
    const profile = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(profile.json()).toMatchObject({ pending_email: newEmail, email_validated: true });
    const mail = await lastMailTo(t.db, newEmail);
    expect(mail?.text).toContain('Bis dahin melden Sie sich wie bisher mit Ihrer bisherigen Adresse an');
    const link = linkIn(mail?.text ?? '');
    expect(link).toMatch(/^http:\/\/localhost:3000\/email_validate\/[\w-]{43}$/);
    expect(mail?.text).toContain('48 Stunden');
    const token = link.split('/').pop();
    const check = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token: token ?? '', token_name: 'EmailChange' },
    });
    expect(check.json()).toMatchObject({ user_id: w.user.id, email: newEmail });
    const set = await callEndpoint(t.app, auth.setEmailByToken, {
      body: { token, token_name: 'EmailChange', user_id: w.user.id, email: newEmail },
    });
    expect(set.statusCode).toBe(200);
    expect(await userById(w.user.id)).toMatchObject({ email: newEmail, email_validated: true });
    await loginAs(t.app, newEmail);
    const old = await callEndpoint(t.app, auth.login, {
      body: { email: w.user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('a super admin corrects the e-mail of a user who never set a password: the invitation goes there', async () => {
    const w = await world();
    const invited = await createUser(t.db, { password_hash: null, email_validated: false });
    await addMember(t.db, invited.id, w.tenant.id, 'User');
    const fixed = uniqueEmail('korrigiert');
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body: editBody(invited, { email: fixed }),
    });
    expect(res.statusCode).toBe(200);
    expect((await userById(invited.id)).email).toBe(fixed);
    expect(linkIn((await lastMailTo(t.db, fixed))?.text ?? '')).toMatch(/\/password_create\//);
  });

  it('a tenant Admin correcting such an address invites the corrected one, the same for a taken address', async () => {
    const w = await world();
    const answers: string[] = [];
    for (const target of [uniqueEmail('korrigiert'), w.other.user.email]) {
      const invited = await createUser(t.db, { password_hash: null, email_validated: false });
      await addMember(t.db, invited.id, w.tenant.id, 'User');
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        token: w.adminToken,
        tenantId: w.tenant.id,
        body: editBody(invited, { email: target, lastname: 'Korrigiert' }),
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
      // The never-used account goes; the list shows an invitation with what the Admin typed.
      expect(await t.db.select().from(users).where(eq(users.id, invited.id))).toEqual([]);
      const list = await callEndpoint(t.app, usersApi.find, {
        token: w.adminToken,
        tenantId: w.tenant.id,
        body: { filters: { email: target } },
      });
      expect(list.json().data).toEqual([
        expect.objectContaining({ id: null, email: target, lastname: 'Korrigiert', forename: 'Tina' }),
      ]);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(JSON.parse(answers[0] ?? '')).toEqual(INVITATION_ONLY_ANSWER);
    // The existing account is untouched and no member.
    expect(await membership(w.other.user.id, w.tenant.id)).toBeNull();
    expect((await userById(w.other.user.id)).lastname).toBe('Tester');
  });

  it('an address another account has: a super admin is told whose, the user themself only that it is taken', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body: editBody(w.user, { email: w.other.admin.email }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'email',
      message: `Diese E-Mail-Adresse gehört bereits zum Benutzer „Tina Tester“ (ID ${w.other.admin.id}).`,
    });
    expect((await userById(w.user.id)).email_validated).toBe(true);
    const own = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      token: w.userToken,
      body: {
        email: w.other.admin.email,
        salutation: 'Frau',
        forename: 'Tina',
        lastname: 'Tester',
        current_password: TEST_PASSWORD,
      },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
  });

  it('a tenant Admin is refused a taken address at once, without whose it is; nothing waits or locks', async () => {
    const w = await world();
    const owner = w.other.admin;
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(w.user, { email: owner.email.toUpperCase(), lastname: 'Umbenannt' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'email',
      message: 'Diese E-Mail-Adresse wird bereits verwendet.',
    });
    expect(res.body).not.toContain(String(owner.id));
    expect(res.body).not.toContain(owner.lastname);
    // Nothing changed: no pending change, no lock, no mail to the owner; the user works on.
    expect(await userById(w.user.id)).toMatchObject({ lastname: w.user.lastname, email_validated: true });
    const profile = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(profile.json().pending_email).toBeNull();
    expect(await lastMailTo(t.db, owner.email)).toBeNull();
    expect((await callEndpoint(t.app, usersApi.ownProfile, { token: w.userToken })).statusCode).toBe(200);
  });

  it('locks the disabled flag while the e-mail is unvalidated or a reset is pending', async () => {
    const w = await world();
    for (const state of [{ email_validated: false }, { must_reset_password: true }]) {
      const u = await createUser(t.db, state);
      await addMember(t.db, u.id, w.tenant.id, 'User');
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        token: w.adminToken,
        tenantId: w.tenant.id,
        body: editBody(u, { disabled: true }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('disabled');
      expect((await userById(u.id)).disabled).toBe(false);
    }
  });

  it('locks group, disabled and notify on oneself', async () => {
    const w = await world();
    for (const patch of [{ user_group: 'User' }, { disabled: true }, { use_for_notify: true }]) {
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        token: w.adminToken,
        tenantId: w.tenant.id,
        body: editBody(w.admin, { user_group: 'Admin', ...patch }),
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(403);
    }
    expect(await membership(w.admin.id, w.tenant.id)).toMatchObject({ user_group: 'Admin' });
    const nameOnly = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(w.admin, { user_group: 'Admin', lastname: 'Selbst' }),
    });
    expect(nameOnly.statusCode).toBe(200);
  });

  it('a tenant Admin may not change the account of a user who is also in a tenant they do not run', async () => {
    const w = await world();
    await addMember(t.db, w.other.admin.id, w.tenant.id, 'User');
    const target = w.other.admin;
    const body = editBody(target, { email: uniqueEmail('uebernahme') });
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body,
    });
    expect(res.statusCode).toBe(403);
    expect((await userById(target.id)).email_validated).toBe(true);
    // group and notify in this tenant are still theirs to set
    const group = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(target, { user_group: 'Admin', use_for_notify: true }),
    });
    expect(group.statusCode).toBe(200);
    const reset = await callEndpoint(t.app, usersApi.resetPassword, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: { user_id: target.id },
    });
    expect(reset.statusCode).toBe(403);
    expect((await userById(target.id)).must_reset_password).toBe(false);
  });

  it('answers 404 for a user of another tenant and 403 for a User', async () => {
    const w = await world();
    const foreign = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: editBody(w.other.user, { lastname: 'Fremd' }),
    });
    expect(foreign.statusCode).toBe(404);
    const asUser = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.userToken,
      tenantId: w.tenant.id,
      body: editBody(w.admin, { lastname: 'Hack' }),
    });
    expect(asUser.statusCode).toBe(403);
    expect((await userById(w.other.user.id)).lastname).toBe('Tester');
    expect((await userById(w.admin.id)).lastname).toBe('Tester');
  });
});

describe('remove from tenant', () => {
  it('removes only the membership; a user left without tenant keeps the account', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.removeFromTenant, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: { user_profile_id: w.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await membership(w.user.id, w.tenant.id)).toBeNull();
    expect(await userById(w.user.id)).toMatchObject({ disabled: false });
    const gone = await callEndpoint(t.app, usersApi.profile, {
      query: { user_id: w.user.id },
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses oneself, another tenant’s user, Users, anonymous and bad input', async () => {
    const w = await world();
    const send = (token: string | undefined, id: unknown) =>
      callEndpoint(t.app, usersApi.removeFromTenant, {
        token,
        tenantId: w.tenant.id,
        body: { user_profile_id: id },
      });
    await expectOnlyOtherUsersOfOwnTenant(w, send);
    expect((await send(w.adminToken, 'x')).statusCode).toBe(400);
    expect(await membership(w.admin.id, w.tenant.id)).not.toBeNull();
    expect(await membership(w.other.user.id, w.other.tenant.id)).not.toBeNull();
    expect((await send(superToken, w.user.id)).statusCode).toBe(200);
  });
});

describe('reset password (admin)', () => {
  it('sets must_reset_password, locks the user and mails a /password_create link', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.resetPassword, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: { user_id: w.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await userById(w.user.id)).must_reset_password).toBe(true);
    expect((await callEndpoint(t.app, auth.getUserData, { token: w.userToken })).statusCode).toBe(401);
    const mail = await lastMailTo(t.db, w.user.email);
    expect(mail?.subject).toContain('Neues Passwort');
    expect((await setPasswordByMailedLink(t, w.user, 'Wieder-Da-123')).statusCode).toBe(200);
    await loginAs(t.app, w.user.email, 'Wieder-Da-123');
  });

  it('re-sends the invitation to a user who never set a password', async () => {
    const w = await world();
    const invited = await createUser(t.db, { password_hash: null, email_validated: false });
    await addMember(t.db, invited.id, w.tenant.id, 'User');
    const res = await callEndpoint(t.app, usersApi.resetPassword, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: { user_id: invited.id },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t.db, invited.email);
    expect(mail?.subject).toBe('Ihr Zugang zum Ausweisportal');
    expect(mail?.text).toContain(w.tenant.name);
  });

  it('refuses oneself, another tenant’s user, Users and anonymous', async () => {
    const w = await world();
    const before = (await t.db.select().from(mailOutbox)).length;
    const send = (token: string | undefined, id: number) =>
      callEndpoint(t.app, usersApi.resetPassword, {
        token,
        tenantId: w.tenant.id,
        body: { user_id: id },
      });
    await expectOnlyOtherUsersOfOwnTenant(w, send);
    const bad = await callEndpoint(t.app, usersApi.resetPassword, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: {},
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    expect((await send(superToken, w.user.id)).statusCode).toBe(200);
  });
});

describe('own profile (Mein Profil)', () => {
  it('returns the own data, with group and notify of the selected tenant', async () => {
    const w = await world();
    const res = await callEndpoint(t.app, usersApi.ownProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: w.admin.id, user_group: 'Admin', can_edit_account: true });
    const noTenant = await callEndpoint(t.app, usersApi.ownProfile, { token: w.adminToken });
    expect(noTenant.statusCode).toBe(200);
    expect(noTenant.json()).toMatchObject({ id: w.admin.id, user_group: null, use_for_notify: null });
    expect(noTenant.json().tenants).toHaveLength(1);
    const foreignTenant = await callEndpoint(t.app, usersApi.ownProfile, {
      token: w.adminToken,
      tenantId: w.other.tenant.id,
    });
    expect(foreignTenant.statusCode).toBe(404);
    expect((await callEndpoint(t.app, usersApi.ownProfile)).statusCode).toBe(401);
  });

  it('saves names, ignores notify and keeps the user working during an e-mail change', async () => {
    const w = await world();
    const body = {
      email: w.user.email,
      salutation: 'Herr',
      forename: 'Uwe',
      lastname: 'Umbenannt',
      use_for_notify: true,
    };
    const res = await callEndpoint(t.app, usersApi.saveOwnProfile, { token: w.userToken, body });
    expect(res.statusCode).toBe(200);
    expect(await userById(w.user.id)).toMatchObject({
      salutation: 'Herr',
      forename: 'Uwe',
      lastname: 'Umbenannt',
    });
    expect(await membership(w.user.id, w.tenant.id)).toMatchObject({ use_for_notify: false });
    const bad = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      token: w.userToken,
      body: { ...body, lastname: '', email: 'kaputt' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await userById(w.user.id)).lastname).toBe('Umbenannt');
    const newEmail = uniqueEmail('selbst');
    // A new own address needs the current password: a stolen session alone cannot take the account.
    for (const current_password of [undefined, 'Falsches-Passwort']) {
      const refused = await callEndpoint(t.app, usersApi.saveOwnProfile, {
        token: w.userToken,
        body: { ...body, email: newEmail, current_password },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('current_password');
      expect(await lastMailTo(t.db, newEmail)).toBeNull();
    }
    const change = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      token: w.userToken,
      body: { ...body, email: newEmail, current_password: TEST_PASSWORD },
    });
    expect(change.json().email_validation_sent).toBe(true);
    expect(linkIn((await lastMailTo(t.db, newEmail))?.text ?? '')).toMatch(/\/email_validate\//);
    // The account is not locked meanwhile: this session goes on with the old address.
    expect((await callEndpoint(t.app, usersApi.ownProfile, { token: w.userToken })).json()).toMatchObject({
      email: w.user.email,
      pending_email: newEmail,
      email_validated: true,
    });
  });

  it('checks the current password for a new address no more often than the own password change (429)', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const s = await createTenantWithStaff(limited.db);
      const token = await loginAs(limited.app, s.user.email);
      const body = {
        email: uniqueEmail('geraten'),
        salutation: 'Frau',
        forename: 'Tina',
        lastname: 'Tester',
        current_password: 'Falsch-geraten-1',
      };
      for (let i = 0; i < 3; i++) {
        const wrong = await callEndpoint(limited.app, usersApi.saveOwnProfile, { token, body });
        expect(wrong.json().field).toBe('current_password');
      }
      const limitedAnswer = await callEndpoint(limited.app, usersApi.saveOwnProfile, {
        token,
        body: { ...body, current_password: TEST_PASSWORD },
      });
      expect(limitedAnswer.statusCode).toBe(429);
      expect(limitedAnswer.json().message).toContain('Zu viele Anfragen');
      expect(await lastMailTo(limited.db, body.email)).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('needs a login', async () => {
    const res = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      body: { email: 'a@b.de', salutation: 'Herr', forename: '', lastname: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('super admins stay out of tenants', () => {
  it('a tenant Admin cannot attach a super admin by e-mail, and the answer does not tell', async () => {
    const w = await world();
    const sa = await createUser(t.db, { is_super_admin: true });
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: w.adminToken,
      tenantId: w.tenant.id,
      body: { email: sa.email, salutation: 'Herr', forename: '', lastname: 'Super', user_group: 'User' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(INVITATION_ONLY_ANSWER);
    expect(await membership(sa.id, w.tenant.id)).toBeFalsy();
    expect(await lastMailTo(t.db, sa.email)).toBeNull();
  });

  it('a super admin is told that a super admin cannot join a tenant', async () => {
    const w = await world();
    const sa = await createUser(t.db, { is_super_admin: true });
    const res = await callEndpoint(t.app, usersApi.saveProfile, {
      token: superToken,
      tenantId: w.tenant.id,
      body: { email: sa.email, salutation: 'Herr', forename: '', lastname: 'Super', user_group: 'User' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('email');
    expect(await membership(sa.id, w.tenant.id)).toBeFalsy();
  });
});
