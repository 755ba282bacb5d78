import { auth } from '@ausweis/shared/contracts/auth';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens, users } from '../../db/schema/index';
import { verifyPassword } from '../../platform/password-hashing';
import { addMember, createTenant, createUser, TEST_PASSWORD } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOneTimeToken } from './one-time-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Neues-Passwort-9';
const tokenOf = (link: string) => link.split('/').pop() ?? '';
const userById = async (id: number) => {
  const [u] = await t.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new Error('no user');
  return u;
};
const mailCount = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).length;

/** A staff user of a fresh tenant (login needs a tenant). */
async function staffUser(values: Parameters<typeof createUser>[1] = {}) {
  const tenant = await createTenant(t.db);
  const user = await createUser(t.db, values);
  await addMember(t.db, user.id, tenant.id, 'User');
  return user;
}

describe('forgot password', () => {
  it('mails a /password_create link to an existing user and answers without telling', async () => {
    const user = await staffUser();
    const res = await callEndpoint(t.app, auth.forgotPassword, {
      body: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Bitte ihr Postfach überprüfen.' });
    const mail = await lastMailTo(t.db, user.email);
    expect(mail?.subject).toContain('Ausweisportal');
    expect(mail?.text).toContain('48 Stunden');
    expect(mail?.html).toContain('Passwort festlegen');
    expect(linkIn(mail?.text ?? '')).toMatch(/^http:\/\/localhost:3000\/password_create\/[\w-]{43}$/);
  });

  it('answers the same for an unknown or disabled address and mails nothing', async () => {
    const unknown = await callEndpoint(t.app, auth.forgotPassword, {
      body: { email: 'gibt-es-nicht@test.example' },
    });
    const disabled = await staffUser({ disabled: true });
    const dis = await callEndpoint(t.app, auth.forgotPassword, { body: { email: disabled.email } });
    expect(unknown.statusCode).toBe(200);
    expect(dis.json()).toEqual(unknown.json());
    expect(await lastMailTo(t.db, 'gibt-es-nicht@test.example')).toBeNull();
    expect(await lastMailTo(t.db, disabled.email)).toBeNull();
  });

  it('sends at most one mail per address within a short pause', async () => {
    const user = await staffUser();
    for (let i = 0; i < 3; i++) {
      const res = await callEndpoint(t.app, auth.forgotPassword, { body: { email: user.email } });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailCount(user.email)).toBe(1);
  });

  it('checks the e-mail format', async () => {
    const bad = await callEndpoint(t.app, auth.forgotPassword, { body: { email: 'kein-mail' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Ungültige Email', field: 'email' });
    const empty = await callEndpoint(t.app, auth.forgotPassword, { body: { email: '' } });
    expect(empty.json().message).toBe('Bitte einen Wert angeben');
  });

  it('is rate-limited per address with a German 429', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 2 });
    try {
      const body = { email: 'rate-forgot@test.example' };
      for (let i = 0; i < 2; i++) await callEndpoint(limited.app, auth.forgotPassword, { body });
      const res = await callEndpoint(limited.app, auth.forgotPassword, { body });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('Zu viele Anfragen');
    } finally {
      await limited.close();
    }
  });
});

describe('check_user_token', () => {
  it('returns user id, forename, lastname and e-mail for a valid token', async () => {
    const user = await createUser(t.db, { forename: 'Karla', lastname: 'Kolumna' });
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    const res = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token, token_name: 'UserPassword' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: user.id,
      forename: 'Karla',
      lastname: 'Kolumna',
      email: user.email,
    });
  });

  it('returns the new address for an e-mail change', async () => {
    const user = await createUser(t.db);
    const token = await createOneTimeToken(t.db, user.id, 'EmailChange', 'neu-check@test.example');
    const res = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token, token_name: 'EmailChange' },
    });
    expect(res.json().email).toBe('neu-check@test.example');
  });

  it('refuses an unknown, replaced or wrongly named token with the German message', async () => {
    const user = await createUser(t.db);
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    const check = (tok: string, name = 'UserPassword') =>
      callEndpoint(t.app, auth.checkUserToken, { query: { token: tok, token_name: name } });
    const wrongName = await check(token, 'EmailChange');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(wrongName.json().message).toContain('ungültig, abgelaufen oder wurde bereits verwendet');
    expect((await check('x'.repeat(43))).statusCode).toBe(400);
    // a newer link replaces the older one
    const newer = await createOneTimeToken(t.db, user.id, 'UserPassword');
    expect((await check(token)).statusCode).toBe(400);
    expect((await check(newer)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db);
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    await t.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oneTimeTokens.user_id, user.id));
    const res = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token, token_name: 'UserPassword' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('validates its parameters', async () => {
    const noName = await callEndpoint(t.app, auth.checkUserToken, { query: { token: 'abc' } });
    expect(noName.statusCode).toBe(400);
    const badName = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token: 'abc', token_name: 'Other' },
    });
    expect(badName.statusCode).toBe(400);
    const noToken = await callEndpoint(t.app, auth.checkUserToken, { query: { token_name: 'UserPassword' } });
    expect(noToken.json().message).toBe('Bitte einen Wert angeben');
  });
});

describe('set_password_by_token', () => {
  const body = (token: string, user: { id: number; email: string }, password = NEW_PASSWORD) => ({
    token,
    token_name: 'UserPassword',
    user_id: user.id,
    email: user.email,
    password,
  });

  it('sets the password once, clears the reset flag and validates the e-mail', async () => {
    const user = await staffUser({ must_reset_password: true, email_validated: false });
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    const res = await callEndpoint(t.app, auth.setPasswordByToken, { body: body(token, user) });
    expect(res.statusCode).toBe(200);
    const after = await userById(user.id);
    expect(after.must_reset_password).toBe(false);
    expect(after.email_validated).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, after.password_hash)).toBe(true);
    await loginAs(t.app, user.email, NEW_PASSWORD);
    const again = await callEndpoint(t.app, auth.setPasswordByToken, {
      body: body(token, user, 'Anderes-Pw-12'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
    expect(await verifyPassword(NEW_PASSWORD, (await userById(user.id)).password_hash)).toBe(true);
  });

  it('a pending e-mail change does not lock: the password link proves the current address, the change still waits', async () => {
    const user = await staffUser();
    const newEmail = `neu-${user.email}`;
    await createOneTimeToken(t.db, user.id, 'EmailChange', newEmail);
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    const res = await callEndpoint(t.app, auth.setPasswordByToken, { body: body(token, user) });
    expect(res.statusCode).toBe(200);
    expect(await userById(user.id)).toMatchObject({ email: user.email, email_validated: true });
    const profile = await callEndpoint(t.app, usersApi.ownProfile, {
      token: await loginAs(t.app, user.email, NEW_PASSWORD),
    });
    expect(profile.json().pending_email).toBe(newEmail);
  });

  it('applies the password rule and writes nothing on bad input', async () => {
    const user = await staffUser();
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    for (const password of ['kurz', 'x'.repeat(31)]) {
      const res = await callEndpoint(t.app, auth.setPasswordByToken, {
        body: body(token, user, password),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Bitte mindestens 8 und maximal 30 Zeichen angeben',
        field: 'password',
      });
    }
    const empty = await callEndpoint(t.app, auth.setPasswordByToken, { body: body(token, user, '') });
    expect(empty.json().message).toBe('Bitte einen Wert angeben');
    expect(await verifyPassword(TEST_PASSWORD, (await userById(user.id)).password_hash)).toBe(true);
    // the token is still usable after the refused attempts
    const ok = await callEndpoint(t.app, auth.setPasswordByToken, { body: body(token, user) });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a token of another user or another address', async () => {
    const user = await staffUser();
    const other = await staffUser();
    const token = await createOneTimeToken(t.db, user.id, 'UserPassword');
    const wrongUser = await callEndpoint(t.app, auth.setPasswordByToken, {
      body: { ...body(token, user), user_id: other.id },
    });
    expect(wrongUser.statusCode).toBe(400);
    const wrongMail = await callEndpoint(t.app, auth.setPasswordByToken, {
      body: { ...body(token, user), email: other.email },
    });
    expect(wrongMail.statusCode).toBe(400);
    const emailToken = await createOneTimeToken(t.db, user.id, 'EmailChange', 'x-pw@test.example');
    const wrongKind = await callEndpoint(t.app, auth.setPasswordByToken, {
      body: body(emailToken, user),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(await verifyPassword(TEST_PASSWORD, (await userById(user.id)).password_hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, (await userById(other.id)).password_hash)).toBe(true);
  });

  it('works end to end from the forgot-password mail', async () => {
    const user = await staffUser();
    await callEndpoint(t.app, auth.forgotPassword, { body: { email: user.email } });
    const mail = await lastMailTo(t.db, user.email);
    const token = tokenOf(linkIn(mail?.text ?? ''));
    const check = await callEndpoint(t.app, auth.checkUserToken, {
      query: { token, token_name: 'UserPassword' },
    });
    expect(check.json().user_id).toBe(user.id);
    const res = await callEndpoint(t.app, auth.setPasswordByToken, { body: body(token, user) });
    expect(res.statusCode).toBe(200);
    await loginAs(t.app, user.email, NEW_PASSWORD);
  });
});

describe('set_email_by_token', () => {
  it('sets the address stored with the token and validates it', async () => {
    const user = await staffUser({ email_validated: false });
    const newEmail = `neu-${user.id}@test.example`;
    const token = await createOneTimeToken(t.db, user.id, 'EmailChange', newEmail);
    const res = await callEndpoint(t.app, auth.setEmailByToken, {
      body: { token, token_name: 'EmailChange', user_id: user.id, email: newEmail.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    const after = await userById(user.id);
    expect(after).toMatchObject({ email: newEmail, email_validated: true });
    await loginAs(t.app, newEmail);
    const again = await callEndpoint(t.app, auth.setEmailByToken, {
      body: { token, token_name: 'EmailChange', user_id: user.id, email: newEmail },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses another address than the stored one, a taken address and bad input', async () => {
    const user = await staffUser({ email_validated: false });
    const other = await staffUser();
    const token = await createOneTimeToken(t.db, user.id, 'EmailChange', other.email);
    const send = (email: string, extra = {}) =>
      callEndpoint(t.app, auth.setEmailByToken, {
        body: { token, token_name: 'EmailChange', user_id: user.id, email, ...extra },
      });
    const mismatch = await send('ganz-anders@test.example');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe('email');
    const taken = await send(other.email);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    const bad = await send('kein-mail');
    expect(bad.json()).toMatchObject({ message: 'Ungültige Email', field: 'email' });
    const wrongKind = await send(other.email, { token_name: 'UserPassword' });
    expect(wrongKind.statusCode).toBe(400);
    expect((await userById(user.id)).email).toBe(user.email);
    expect((await userById(user.id)).email_validated).toBe(false);
  });
});

describe('set_new_password (own)', () => {
  it('needs a login', async () => {
    const res = await callEndpoint(t.app, auth.setNewPassword, {
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the own password when the current one is right', async () => {
    const user = await staffUser();
    const token = await loginAs(t.app, user.email);
    const wrong = await callEndpoint(t.app, auth.setNewPassword, {
      token,
      body: { current_password: 'Falsches-Pw-1', new_password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Das aktuelle Passwort ist falsch.',
      field: 'current_password',
    });
    const short = await callEndpoint(t.app, auth.setNewPassword, {
      token,
      body: { current_password: TEST_PASSWORD, new_password: 'kurz' },
    });
    expect(short.json().message).toBe('Bitte mindestens 8 und maximal 30 Zeichen angeben');
    expect(await verifyPassword(TEST_PASSWORD, (await userById(user.id)).password_hash)).toBe(true);
    const ok = await callEndpoint(t.app, auth.setNewPassword, {
      token,
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    await loginAs(t.app, user.email, NEW_PASSWORD);
  });

  it('works for a super admin too', async () => {
    const admin = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, admin.email);
    const ok = await callEndpoint(t.app, auth.setNewPassword, {
      token,
      body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });
});
