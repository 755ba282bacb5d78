/**
 * The second factor end to end over HTTP: the rule per role and tenant setting, one-time codes (used
 * once, the window), recovery codes, the limit on wrong codes, the tenant's setting, the reset by a
 * super admin, and that a forgotten password does not get past the second factor.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { LAST_FACTOR_MESSAGE, WRONG_CODE_MESSAGE } from '@ausweis/shared/schemas/auth-factors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, tenants, userFactors } from '../../../db/schema/index';
import {
  addMember,
  addTotpFactor,
  createTenant,
  createTenantWithStaff,
  createUser,
  TEST_PASSWORD,
  TEST_TOTP_SECRET,
} from '../../../test/factories';
import { callEndpoint, loginAs, nextTotpCode } from '../../../test/http';
import { lastMailTo } from '../../../test/mail';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setPasswordByMailedLink } from '../auth.test-support';
import { SECOND_FACTOR_TRIES } from './code-limit';
import { stepAt, totpCodeAt } from './totp-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password = TEST_PASSWORD) => {
  const res = await callEndpoint(t.app, auth.login, { body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const secondStep = (ticket: string, code: string) =>
  callEndpoint(t.app, authFactors.secondStep, { body: { ticket, code } });

/** A tenant member (User) of a tenant of their own. */
async function member(requireSecondFactor = false) {
  const tenant = await createTenant(t.db, { require_second_factor: requireSecondFactor });
  const user = await createUser(t.db);
  await addMember(t.db, user.id, tenant.id, 'User');
  return { tenant, user };
}

/** Sets up a one-time-code app from the ticket of a `factor_setup` answer: the session and the codes. */
async function setUpWithTicket(ticket: string) {
  const setup = await callEndpoint(t.app, authFactors.startTotpSetupWithTicket, { body: { ticket } });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().manual_key.replace(/ /g, '');
  const res = await callEndpoint(t.app, authFactors.confirmTotpSetupWithTicket, {
    body: { ticket, setup_token: setup.json().setup_token, code: totpCodeAt(secret, stepAt(Date.now())) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { secret, ...res.json() };
}

describe('the rule at sign-in', () => {
  it('a member without a factor and without the tenant rule gets a session', async () => {
    const { user } = await member();
    expect(await login(user.email)).toHaveProperty('token');
  });

  it('a member with a factor gets the second step, naming their methods', async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    expect(await login(user.email)).toEqual({
      second_factor: { ticket: expect.any(String), methods: ['totp'] },
    });
  });

  it("a member of a tenant that requires it, without a factor, sets one up first; then it's asked for", async () => {
    const { user } = await member(true);
    const answer = await login(user.email);
    expect(answer).toEqual({ factor_setup: { ticket: expect.any(String) } });
    // The set-up ticket opens no second step.
    expect((await secondStep(answer.factor_setup.ticket, '123456')).statusCode).toBe(401);
    const { session, recovery_codes, secret } = await setUpWithTicket(answer.factor_setup.ticket);
    expect(session).toMatchObject({ token: expect.any(String), user_id: user.id });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const stored = await t.db.select().from(userFactors).where(eq(userFactors.user_id, user.id));
    expect(stored).toEqual([expect.objectContaining({ kind: 'totp', name: 'Authenticator-App' })]);
    // Sealed at rest, never the plain secret.
    expect(stored[0]?.totp_secret).not.toContain(secret);
    expect(await login(user.email)).toEqual({
      second_factor: { ticket: expect.any(String), methods: ['totp', 'recovery'] },
    });
  });

  it('a super admin without a factor must set one up; a factory super admin passes with a code', async () => {
    const bare = await createUser(t.db, { is_super_admin: true });
    await t.db.delete(userFactors).where(eq(userFactors.user_id, bare.id));
    expect(await login(bare.email)).toEqual({ factor_setup: { ticket: expect.any(String) } });
    const sa = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, sa.email);
    expect((await callEndpoint(t.app, auth.getUserData, { token })).json()).toMatchObject({
      is_super_admin: true,
    });
  });

  it('the ticket is spent by its second step and cannot open a second session', async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    const { second_factor } = await login(user.email);
    expect((await secondStep(second_factor.ticket, await nextTotpCode(user.email))).statusCode).toBe(200);
    const again = await secondStep(second_factor.ticket, await nextTotpCode(user.email));
    expect(again.statusCode).toBe(401);
  });
});

describe('one-time codes', () => {
  it('each code counts once, also across sign-ins; codes outside the window and wrong ones are refused', async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    const now = stepAt(Date.now());
    const first = await login(user.email);
    const code = totpCodeAt(TEST_TOTP_SECRET, now);
    expect((await secondStep(first.second_factor.ticket, code)).statusCode).toBe(200);
    const second = await login(user.email);
    const reused = await secondStep(second.second_factor.ticket, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(WRONG_CODE_MESSAGE);
    // An earlier step than the last one used is refused as well.
    const earlier = await secondStep(second.second_factor.ticket, totpCodeAt(TEST_TOTP_SECRET, now - 1));
    expect(earlier.json().message).toBe(WRONG_CODE_MESSAGE);
    const outside = await secondStep(second.second_factor.ticket, totpCodeAt(TEST_TOTP_SECRET, now + 3));
    expect(outside.json().message).toBe(WRONG_CODE_MESSAGE);
    expect((await secondStep(second.second_factor.ticket, 'abc')).statusCode).toBe(400);
    const next = await secondStep(second.second_factor.ticket, totpCodeAt(TEST_TOTP_SECRET, now + 1));
    expect(next.statusCode).toBe(200);
  });

  it('two requests with the same code: only one passes', async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    const [a, b] = [await login(user.email), await login(user.email)];
    const code = totpCodeAt(TEST_TOTP_SECRET, stepAt(Date.now()) + 1);
    const answers = await Promise.all([
      secondStep(a.second_factor.ticket, code),
      secondStep(b.second_factor.ticket, code),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('set up while signed in: first app brings recovery codes, a wrong code stores nothing, a set-up token counts once', async () => {
    const { user } = await member();
    const token = await loginAs(t.app, user.email);
    const setup = (await callEndpoint(t.app, authFactors.startTotpSetup, { token })).json();
    expect(setup.otpauth_uri).toContain('otpauth://totp/Ausweisportal:');
    expect(setup.manual_key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(setup.qr_svg).toMatch(/^<svg/);
    const secret = setup.manual_key.replace(/ /g, '');
    const wrong = await callEndpoint(t.app, authFactors.confirmTotpSetup, {
      token,
      body: {
        setup_token: setup.setup_token,
        code: '000000' === totpCodeAt(secret, stepAt(Date.now())) ? '111111' : '000000',
      },
    });
    expect(wrong.json().message).toBe(WRONG_CODE_MESSAGE);
    const confirm = (code: string) =>
      callEndpoint(t.app, authFactors.confirmTotpSetup, {
        token,
        body: { setup_token: setup.setup_token, code, name: 'Diensthandy' },
      });
    const ok = await confirm(totpCodeAt(secret, stepAt(Date.now())));
    expect(ok.json().recovery_codes).toHaveLength(10);
    expect((await confirm(totpCodeAt(secret, stepAt(Date.now()) + 1))).statusCode).toBe(400);
    const more = (await callEndpoint(t.app, authFactors.startTotpSetup, { token })).json();
    const second = await callEndpoint(t.app, authFactors.confirmTotpSetup, {
      token,
      body: {
        setup_token: more.setup_token,
        code: totpCodeAt(more.manual_key.replace(/ /g, ''), stepAt(Date.now())),
      },
    });
    expect(second.json()).toEqual({ recovery_codes: null });
    const own = (await callEndpoint(t.app, authFactors.ownSecondFactors, { token })).json();
    expect(own).toMatchObject({ recovery_codes_left: 10, required: false });
    expect(own.factors.map((f: { name: string }) => f.name)).toEqual(['Diensthandy', 'Authenticator-App']);
    // Another user's set-up token is refused.
    const other = await member();
    const otherToken = await loginAs(t.app, other.user.email);
    const stolen = await callEndpoint(t.app, authFactors.confirmTotpSetup, {
      token: otherToken,
      body: {
        setup_token: more.setup_token,
        code: totpCodeAt(more.manual_key.replace(/ /g, ''), stepAt(Date.now())),
      },
    });
    expect(stolen.statusCode).toBe(400);
  });
});

describe('recovery codes', () => {
  it('each works once, says how many are left; regenerating ends the old ones', async () => {
    const { user } = await member(true);
    const { recovery_codes: codes, session } = await setUpWithTicket(
      (await login(user.email)).factor_setup.ticket,
    );
    const first = await login(user.email);
    const used = await secondStep(first.second_factor.ticket, codes[0].toLowerCase());
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ recovery_codes_left: 9 });
    const again = await secondStep((await login(user.email)).second_factor.ticket, codes[0]);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^Wiederherstellungscode ungültig oder bereits verwendet/);
    const fresh = await callEndpoint(t.app, authFactors.regenerateRecoveryCodes, { token: session.token });
    expect(fresh.json().recovery_codes).toHaveLength(10);
    const old = await secondStep((await login(user.email)).second_factor.ticket, codes[1]);
    expect(old.statusCode).toBe(400);
    const renewed = await secondStep(
      (await login(user.email)).second_factor.ticket,
      fresh.json().recovery_codes[0],
    );
    expect(renewed.json()).toMatchObject({ recovery_codes_left: 9 });
  });
});

describe('wrong codes are limited per user', () => {
  it(`after ${SECOND_FACTOR_TRIES} wrong codes even the right one waits, with a German message`, async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    const { second_factor } = await login(user.email);
    const right = totpCodeAt(TEST_TOTP_SECRET, stepAt(Date.now()));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < SECOND_FACTOR_TRIES; i++)
      expect((await secondStep(second_factor.ticket, wrong)).statusCode).toBe(400);
    // A new ticket does not reset the count: it belongs to the user.
    const refused = await secondStep((await login(user.email)).second_factor.ticket, right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Zu viele falsche Codes\. Bitte warten Sie \d+ (Sekunden|Minuten)/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("the tenant's setting", () => {
  it('its Admin switches it for their own tenant only; a User is refused', async () => {
    const own = await createTenantWithStaff(t.db);
    const other = await createTenantWithStaff(t.db);
    const adminToken = await loginAs(t.app, own.admin.email);
    const userToken = await loginAs(t.app, own.user.email);
    const save = (tenantId: number, token: string, on: boolean) =>
      callEndpoint(t.app, authFactors.saveTenantSecondFactorSetting, {
        token,
        tenantId,
        body: { require_second_factor: on },
      });
    const saved = await save(own.tenant.id, adminToken, true);
    expect(saved.json()).toEqual({ require_second_factor: true });
    const read = await callEndpoint(t.app, authFactors.tenantSecondFactorSetting, {
      token: adminToken,
      tenantId: own.tenant.id,
    });
    expect(read.json()).toEqual({ require_second_factor: true });
    // The ad family refuses a tenant the caller is no member of (as for every tenant route).
    expect((await save(other.tenant.id, adminToken, true)).statusCode).toBe(404);
    expect((await save(own.tenant.id, userToken, false)).statusCode).toBe(403);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, other.tenant.id));
    expect(row?.require_second_factor).toBe(false);
    // Its members set up a factor at their next sign-in.
    expect(await login(own.user.email)).toHaveProperty('factor_setup');
    expect(await login(other.user.email)).toHaveProperty('token');
  });
});

describe('removing a factor', () => {
  it('not the last one while a factor is required; otherwise it goes, with the recovery codes', async () => {
    const { user, tenant } = await member(true);
    const { session } = await setUpWithTicket((await login(user.email)).factor_setup.ticket);
    const [factor] = await t.db.select().from(userFactors).where(eq(userFactors.user_id, user.id));
    const remove = () =>
      callEndpoint(t.app, authFactors.removeSecondFactor, {
        token: session.token,
        params: { id: factor?.id ?? 0 },
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LAST_FACTOR_MESSAGE);
    await t.db.update(tenants).set({ require_second_factor: false }).where(eq(tenants.id, tenant.id));
    expect((await remove()).statusCode).toBe(200);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.user_id, user.id))).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('reset by a super admin', () => {
  it("deletes the user's factors and codes, ends their sessions, mails them; only super admins may", async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    const userToken = await loginAs(t.app, user.email);
    const admin = await createTenantWithStaff(t.db);
    const reset = (token: string) =>
      callEndpoint(t.app, authFactors.resetSecondFactors, { token, body: { user_id: user.id } });
    expect((await reset(await loginAs(t.app, admin.admin.email))).statusCode).toBe(403);
    const sa = await createUser(t.db, { is_super_admin: true });
    const saToken = await loginAs(t.app, sa.email);
    expect((await reset(saToken)).statusCode).toBe(200);
    expect(await t.db.select().from(userFactors).where(eq(userFactors.user_id, user.id))).toEqual([]);
    expect((await callEndpoint(t.app, auth.getUserData, { token: userToken })).statusCode).toBe(401);
    expect((await lastMailTo(t.db, user.email))?.subject).toBe(
      'Ihr zweiter Faktor für das Ausweisportal wurde zurückgesetzt',
    );
    expect(await login(user.email)).toHaveProperty('token');
    // Never another super admin's factors.
    const other = await createUser(t.db, { is_super_admin: true });
    const refused = await callEndpoint(t.app, authFactors.resetSecondFactors, {
      token: saToken,
      body: { user_id: other.id },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe("'Passwort vergessen'", () => {
  it('resets the password only: the next sign-in still asks for the second factor', async () => {
    const { user } = await member();
    await addTotpFactor(t.db, user.id);
    await callEndpoint(t.app, auth.forgotPassword, { body: { email: user.email } });
    expect((await setPasswordByMailedLink(t, user, 'Neues-Passwort-1')).statusCode).toBe(200);
    expect(await login(user.email, 'Neues-Passwort-1')).toEqual({
      second_factor: { ticket: expect.any(String), methods: ['totp'] },
    });
  });
});
