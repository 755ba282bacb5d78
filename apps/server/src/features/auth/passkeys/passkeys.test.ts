/**
 * Passkeys with a software authenticator (test/webauthn.ts): registration on the security page, sign-in
 * with a passkey alone, the second step and the set-up of a first sign-in with a ticket; replayed
 * challenges, wrong origins, other users' passkeys, counters that do not grow and disabled users refused.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { authPasskeys as api } from '@ausweis/shared/contracts/auth-passkeys';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, tenantMemberships, users } from '../../../db/schema/index';
import { addMember, createTenant, createUser } from '../../../test/factories';
import { callEndpoint, loginAs } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SoftAuthenticator } from '../../../test/webauthn';
import { issueTicket, type TicketPurpose } from '../sign-in-ticket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_RECOGNIZED = 'Passkey nicht erkannt. Bitte einen anderen Passkey oder das Passwort verwenden.';
const CHALLENGE_EXPIRED =
  'Die Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es noch einmal.';

interface Options {
  challenge: string;
  allowCredentials?: { id: string }[];
  excludeCredentials?: { id: string }[];
  user?: { id: string };
}
interface Ceremony {
  options: Options;
  challenge_token: string;
}

/** A staff member of a new tenant, signed in, with an authenticator of their own. */
async function staff() {
  const tenant = await createTenant(t.db);
  const user = await createUser(t.db);
  await addMember(t.db, user.id, tenant.id, 'User');
  return { user, token: await loginAs(t.app, user.email), device: new SoftAuthenticator(t.config.publicUrl) };
}

async function registerOptions(token: string): Promise<Ceremony> {
  const res = await callEndpoint(t.app, api.passkeyRegisterOptions, { token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Adds a passkey on the security page, as the browser would. */
async function addPasskey(s: Awaited<ReturnType<typeof staff>>, name = 'Laptop') {
  const { options, challenge_token } = await registerOptions(s.token);
  const credential = s.device.register(options);
  const res = await callEndpoint(t.app, api.passkeyRegister, {
    token: s.token,
    body: { name, challenge_token, credential },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ passkey: { id: number; name: string }; recovery_codes: string[] | null }>();
}

async function signInOptions(): Promise<Ceremony> {
  return (await callEndpoint(t.app, api.passkeySignInOptions)).json();
}

const signIn = (body: object) => callEndpoint(t.app, api.passkeySignIn, { body });

const list = async (token: string) =>
  (await callEndpoint(t.app, api.passkeyList, { token })).json<{
    passkeys: { id: number; name: string; created_at: string; last_used_at: string | null }[];
  }>().passkeys;

const ticketOf = (userId: number, purpose: TicketPurpose) =>
  issueTicket({ config: t.config }, { purpose, userId, tokenVersion: 0, method: 'password' });

describe('a passkey added on the security page', () => {
  it('is listed, excluded from the next registration and signs in alone', async () => {
    const s = await staff();
    const first = await registerOptions(s.token);
    expect(first.options).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      excludeCredentials: [],
    });
    const { passkey: added, recovery_codes } = await addPasskey(s, 'Laptop');
    expect(added.name).toBe('Laptop');
    // The first factor brings the recovery codes; a second passkey brings none.
    expect(recovery_codes).toHaveLength(10);
    expect(await list(s.token)).toEqual([
      { id: added.id, name: 'Laptop', created_at: expect.any(String), last_used_at: null },
    ]);
    const next = await registerOptions(s.token);
    expect(next.options.excludeCredentials?.map((c) => c.id)).toEqual([s.device.credentials[0]?.id]);

    const { options, challenge_token } = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const res = await signIn({ challenge_token, credential: s.device.authenticate(options) });
    expect(res.statusCode).toBe(200);
    const data = await callEndpoint(t.app, auth.getUserData, { token: res.json().token });
    expect(data.json().user_id).toBe(s.user.id);
    expect((await list(s.token))[0]?.last_used_at).not.toBeNull();
  });

  it('cannot be registered twice, nor from another origin, nor without user verification', async () => {
    const s = await staff();
    await addPasskey(s);
    // The same credential again (an authenticator that ignores excludeCredentials).
    const again = await registerOptions(s.token);
    const copy = s.device.register(again.options, { again: s.device.credentials[0] });
    const dup = await callEndpoint(t.app, api.passkeyRegister, {
      token: s.token,
      body: { name: 'Kopie', challenge_token: again.challenge_token, credential: copy },
    });
    expect([dup.statusCode, dup.json().message]).toEqual([
      409,
      'Dieser Passkey ist bereits eingerichtet. Bitte verwenden Sie ein anderes Gerät oder einen anderen Sicherheitsschlüssel.',
    ]);

    for (const opts of [{ origin: 'https://evil.example' }, { userVerified: false }]) {
      const { options, challenge_token } = await registerOptions(s.token);
      const res = await callEndpoint(t.app, api.passkeyRegister, {
        token: s.token,
        body: { name: 'Fremd', challenge_token, credential: s.device.register(options, opts) },
      });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Der Passkey konnte nicht eingerichtet werden. Bitte versuchen Sie es noch einmal, gegebenenfalls mit einem anderen Gerät.',
      ]);
    }
    expect(await list(s.token)).toHaveLength(1);
  });
});

describe('signing in with a passkey alone refuses', () => {
  it('a replayed challenge', async () => {
    const s = await staff();
    await addPasskey(s);
    const { options, challenge_token } = await signInOptions();
    expect((await signIn({ challenge_token, credential: s.device.authenticate(options) })).statusCode).toBe(
      200,
    );
    const replay = await signIn({ challenge_token, credential: s.device.authenticate(options) });
    expect([replay.statusCode, replay.json().message]).toEqual([400, CHALLENGE_EXPIRED]);
    // A challenge token of another ceremony, or a forged one, is no better.
    const register = await registerOptions(s.token);
    const forged = await signIn({
      challenge_token: register.challenge_token,
      credential: s.device.authenticate({ challenge: register.options.challenge }),
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, CHALLENGE_EXPIRED]);
  });

  it('a wrong origin, an unknown passkey and a missing user verification', async () => {
    const s = await staff();
    await addPasskey(s);
    const stranger = new SoftAuthenticator(t.config.publicUrl);
    stranger.register({ challenge: 'x' });
    const answers = [
      (o: Options) => s.device.authenticate(o, { origin: 'https://evil.example' }),
      (o: Options) => stranger.authenticate(o),
      (o: Options) => s.device.authenticate(o, { userVerified: false }),
    ];
    for (const answer of answers) {
      const { options, challenge_token } = await signInOptions();
      const res = await signIn({ challenge_token, credential: answer(options) });
      expect([res.statusCode, res.json().message]).toEqual([401, NOT_RECOGNIZED]);
    }
  });

  it('a counter that did not grow (a cloned authenticator)', async () => {
    const s = await staff();
    await addPasskey(s);
    const first = await signInOptions();
    const ok = await signIn({
      challenge_token: first.challenge_token,
      credential: s.device.authenticate(first.options, { counter: 5 }),
    });
    expect(ok.statusCode).toBe(200);
    const second = await signInOptions();
    const clone = await signIn({
      challenge_token: second.challenge_token,
      credential: s.device.authenticate(second.options, { counter: 5 }),
    });
    expect([clone.statusCode, clone.json().message]).toEqual([401, NOT_RECOGNIZED]);
  });

  it("a refused passkey goes into its account's trail as a failed sign-in; an unknown one into the platform's", async () => {
    const s = await staff();
    await addPasskey(s);
    const tenantId = (
      await t.db.select().from(tenantMemberships).where(eq(tenantMemberships.user_id, s.user.id))
    )[0]?.tenant_id;
    const failedOf = async (chain: number) => {
      await t.app.auditTrailSettled();
      return t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.chain, chain), eq(auditEvents.action, 'sign_in.failed')));
    };
    const wrongOrigin = await signInOptions();
    const refused = await signIn({
      challenge_token: wrongOrigin.challenge_token,
      credential: s.device.authenticate(wrongOrigin.options, { origin: 'https://evil.example' }),
    });
    expect(refused.statusCode).toBe(401);
    expect((await failedOf(tenantId ?? 0)).map((e) => [e.user_id, e.outcome])).toEqual([
      [s.user.id, 'refused'],
    ]);

    // Other test files write to the platform's trail at the same time: only this one's new event counts.
    const lastSeq = Math.max(0, ...(await failedOf(0)).map((e) => e.seq));
    const stranger = new SoftAuthenticator(t.config.publicUrl);
    stranger.register({ challenge: 'x' });
    const unknown = await signInOptions();
    const res = await signIn({
      challenge_token: unknown.challenge_token,
      credential: stranger.authenticate(unknown.options),
    });
    expect(res.statusCode).toBe(401);
    const added = (await failedOf(0)).filter((e) => e.seq > lastSeq);
    expect(added.some((e) => e.user_id === null && e.outcome === 'refused')).toBe(true);
  });

  it('a disabled user, with the reason the password login gives', async () => {
    const s = await staff();
    await addPasskey(s);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, s.user.id));
    const { options, challenge_token } = await signInOptions();
    const res = await signIn({ challenge_token, credential: s.device.authenticate(options) });
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an Ihre Organisation.',
    ]);
  });
});

describe('the second step with a passkey', () => {
  const options = async (ticket: string) => {
    const res = await callEndpoint(t.app, api.passkeySecondStepOptions, { body: { ticket } });
    return { status: res.statusCode, ...res.json<Ceremony>() };
  };
  const secondStep = (body: object) => callEndpoint(t.app, api.passkeySecondStep, { body });

  it("offers the ticket's user's passkeys and opens the session once", async () => {
    const s = await staff();
    await addPasskey(s);
    const ticket = await ticketOf(s.user.id, 'second_factor');
    const o = await options(ticket);
    expect(o.options.allowCredentials?.map((c) => c.id)).toEqual([s.device.credentials[0]?.id]);
    // Possession is the second factor here: no user verification needed.
    const credential = s.device.authenticate(o.options, { userVerified: false });
    const res = await secondStep({ ticket, challenge_token: o.challenge_token, credential });
    expect(res.statusCode).toBe(200);
    const data = await callEndpoint(t.app, auth.getUserData, { token: res.json().token });
    expect(data.json().user_id).toBe(s.user.id);
    const again = await options(ticket);
    const reuse = await secondStep({
      ticket,
      challenge_token: again.challenge_token,
      credential: s.device.authenticate(again.options),
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("refuses another user's passkey, a set-up ticket, and a user without passkeys", async () => {
    const s = await staff();
    const other = await staff();
    await addPasskey(s);
    await addPasskey(other);
    const ticket = await ticketOf(s.user.id, 'second_factor');
    const o = await options(ticket);
    const res = await secondStep({
      ticket,
      challenge_token: o.challenge_token,
      credential: other.device.authenticate(o.options, { credential: other.device.credentials[0] }),
    });
    expect([res.statusCode, res.json().message]).toEqual([401, NOT_RECOGNIZED]);
    expect((await options(await ticketOf(s.user.id, 'factor_setup'))).status).toBe(401);
    const none = await staff();
    const refused = await options(await ticketOf(none.user.id, 'second_factor'));
    expect(refused.status).toBe(400);
  });
});

describe('setting up a passkey during a first sign-in', () => {
  it('stores the passkey and opens the session with the set-up ticket', async () => {
    const s = await staff();
    const ticket = await ticketOf(s.user.id, 'factor_setup');
    const o = (await callEndpoint(t.app, api.passkeySetupOptions, { body: { ticket } })).json<Ceremony>();
    const res = await callEndpoint(t.app, api.passkeySetup, {
      body: {
        ticket,
        name: 'Handy',
        challenge_token: o.challenge_token,
        credential: s.device.register(o.options),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toHaveLength(10);
    expect(await list(res.json().session.token)).toEqual([expect.objectContaining({ name: 'Handy' })]);
    // The passkey signs in from now on; the ticket is spent.
    const next = await signInOptions();
    const alone = await signIn({
      challenge_token: next.challenge_token,
      credential: s.device.authenticate(next.options),
    });
    expect(alone.statusCode).toBe(200);
    const spent = await callEndpoint(t.app, api.passkeySetupOptions, { body: { ticket } });
    expect(spent.statusCode).toBe(200);
    const again = spent.json<Ceremony>();
    const reuse = await callEndpoint(t.app, api.passkeySetup, {
      body: {
        ticket,
        name: 'Zweites',
        challenge_token: again.challenge_token,
        credential: s.device.register(again.options),
      },
    });
    expect(reuse.statusCode).toBe(401);
  });
});
