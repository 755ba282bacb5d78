/**
 * Passkeys of staff members: added on 'Anmeldung und Sicherheit' or during a first sign-in that must set
 * up a second factor; used to sign in alone (discoverable, with user verification: two factors) or as
 * the second step after the password. Rows are the user's `user_factors` of kind 'passkey'.
 */
import type {
  PasskeyAdded,
  PasskeyList,
  PasskeyRegisterRequest,
  PasskeySecondStepRequest,
  PasskeySetupRequest,
  PasskeySignInRequest,
  PasskeySummary,
} from '@ausweis/shared/schemas/auth-passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { userFactors, users } from '../../../db/schema/index';
import { refusalOf } from '../../../http/active-user';
import type { AuthUser } from '../../../http/request-context';
import { appendOwnEvent, type TrailOrigin, writeOwnEvent } from '../account-trail';
import { SIGN_IN_FAILED } from '../auth.service';
import { factorCount } from '../second-factor/factor-queries';
import { replaceRecoveryCodes } from '../second-factor/recovery-codes';
import { completeSecondStep, finishSignIn, type SignIn } from '../sign-in';
import { readTicket, TICKET_EXPIRED } from '../sign-in-ticket';
import { redeemChallenge } from './challenge-token';
import { PASSKEY_ERRORS } from './passkey-errors';
import {
  authenticationCeremony,
  type PasskeyRow,
  registrationCeremony,
  verifyAssertion,
  verifyNewPasskey,
} from './webauthn';

const isPasskey = eq(userFactors.kind, 'passkey');

const passkeysOf = (ctx: Pick<AppContext, 'db'>, userId: number) =>
  ctx.db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), isPasskey))
    .orderBy(asc(userFactors.created_at), asc(userFactors.id));

const summaryOf = (p: PasskeyRow): PasskeySummary => ({
  id: p.id,
  name: p.name,
  created_at: p.created_at,
  last_used_at: p.last_used_at,
});

export async function listPasskeys(ctx: Pick<AppContext, 'db'>, user: AuthUser): Promise<PasskeyList> {
  return { passkeys: (await passkeysOf(ctx, user.id)).map(summaryOf) };
}

/**
 * Checks the new passkey against its challenge and stores it under the user's name for it. The user's
 * first factor brings ten recovery codes (answered, to be shown once), as a first app does.
 */
async function storePasskey(
  ctx: AppContext,
  userId: number,
  input: Pick<PasskeyRegisterRequest, 'name' | 'credential'>,
  challenge: string,
  origin: TrailOrigin,
): Promise<PasskeyAdded> {
  const key = await verifyNewPasskey(ctx, input.credential as RegistrationResponseJSON, challenge);
  return ctx.db.transaction(async (tx) => {
    const first = (await factorCount(tx, userId)) === 0;
    const [row] = await tx
      .insert(userFactors)
      .values({ user_id: userId, kind: 'passkey', name: input.name, ...key })
      .onConflictDoNothing()
      .returning();
    if (!row) throw PASSKEY_ERRORS.alreadyRegistered();
    const codes = first ? await replaceRecoveryCodes(tx, userId) : null;
    await appendOwnEvent(tx, userId, origin, { action: 'factor.added', fields: ['passkey'] });
    return { passkey: summaryOf(row), recovery_codes: codes };
  });
}

export async function registerOptions(ctx: AppContext, user: AuthUser) {
  return registrationCeremony(ctx, user, await passkeysOf(ctx, user.id), 'register', String(user.id));
}

export async function register(
  ctx: AppContext,
  user: AuthUser,
  input: PasskeyRegisterRequest,
  origin: TrailOrigin,
) {
  const challenge = await redeemChallenge(ctx, input.challenge_token, 'register', String(user.id));
  return storePasskey(ctx, user.id, input, challenge, origin);
}

/** The user a ticket names (a removed user's ticket has expired). */
async function userOf(ctx: Pick<AppContext, 'db'>, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw TICKET_EXPIRED();
  return user;
}

export async function setupOptions(ctx: AppContext, ticketToken: string) {
  const ticket = await readTicket(ctx, ticketToken, 'factor_setup');
  const user = await userOf(ctx, ticket.userId);
  return registrationCeremony(ctx, user, await passkeysOf(ctx, user.id), 'setup', ticket.id);
}

/** A first sign-in sets up its passkey: stored, then the ticket's session opens. */
export async function setupAndSignIn(ctx: AppContext, input: PasskeySetupRequest, signIn: SignIn) {
  const ticket = await readTicket(ctx, input.ticket, 'factor_setup');
  const challenge = await redeemChallenge(ctx, input.challenge_token, 'setup', ticket.id);
  const { recovery_codes } = await storePasskey(ctx, ticket.userId, input, challenge, signIn);
  return { session: await completeSecondStep(ctx, ticket, signIn), recovery_codes };
}

/**
 * The passkey that answered, if it is one of `userId`'s (or anyone's, for a sign-in with a passkey
 * alone), checked; its counter and last use are recorded. A counter another sign-in moved meanwhile
 * refuses this one (the same passkey twice at once: a clone).
 */
async function usePasskey(
  ctx: AppContext,
  credential: PasskeySignInRequest['credential'],
  challenge: string,
  userId: number | null,
) {
  const [passkey] = await ctx.db
    .select()
    .from(userFactors)
    .where(
      and(
        eq(userFactors.credential_id, credential.id),
        isPasskey,
        userId === null ? undefined : eq(userFactors.user_id, userId),
      ),
    );
  if (!passkey) throw PASSKEY_ERRORS.notRecognized();
  const counter = await verifyAssertion(
    ctx,
    passkey,
    credential as AuthenticationResponseJSON,
    challenge,
    userId === null,
  );
  const updated = await ctx.db
    .update(userFactors)
    .set({ sign_count: counter, last_used_at: sql`now()` })
    .where(and(eq(userFactors.id, passkey.id), eq(userFactors.sign_count, passkey.sign_count ?? 0)))
    .returning({ id: userFactors.id });
  if (updated.length === 0) throw PASSKEY_ERRORS.notRecognized();
  return passkey;
}

export async function signInOptions(ctx: AppContext) {
  return authenticationCeremony(ctx, 'sign_in', '', []);
}

/** The account a credential id belongs to, if any: a refused passkey sign-in names it in the trail. */
async function ownerOfCredential(ctx: AppContext, credentialId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ userId: userFactors.user_id })
    .from(userFactors)
    .where(and(eq(userFactors.credential_id, credentialId), isPasskey));
  return row?.userId ?? null;
}

/** `attempt`; when it is refused, the refused sign-in goes into the trail of `account()` first. */
async function recordingRefusal<T>(
  ctx: AppContext,
  signIn: SignIn,
  account: () => Promise<number | null>,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    await writeOwnEvent(ctx.db, await account(), signIn, SIGN_IN_FAILED);
    throw err;
  }
}

/** Sign-in with a passkey alone: it names its account, and with user verification counts as two factors. */
export async function signInWithPasskey(ctx: AppContext, input: PasskeySignInRequest, signIn: SignIn) {
  const challenge = await redeemChallenge(ctx, input.challenge_token, 'sign_in', '');
  const user = await recordingRefusal(
    ctx,
    signIn,
    () => ownerOfCredential(ctx, input.credential.id),
    async () => {
      const passkey = await usePasskey(ctx, input.credential, challenge, null);
      const owner = await userOf(ctx, passkey.user_id);
      const refusal = refusalOf(owner);
      if (refusal) throw refusal;
      return owner;
    },
  );
  return finishSignIn(ctx, user, signIn, { factorsDone: true });
}

export async function secondStepOptions(ctx: AppContext, ticketToken: string) {
  const ticket = await readTicket(ctx, ticketToken, 'second_factor');
  const passkeys = await passkeysOf(ctx, ticket.userId);
  if (passkeys.length === 0) throw PASSKEY_ERRORS.noPasskey();
  return authenticationCeremony(ctx, 'second_step', ticket.id, passkeys);
}

/** The second step with one of the ticket's user's passkeys; the ticket's session opens. */
export async function secondStepWithPasskey(
  ctx: AppContext,
  input: PasskeySecondStepRequest,
  signIn: SignIn,
) {
  const ticket = await readTicket(ctx, input.ticket, 'second_factor');
  const challenge = await redeemChallenge(ctx, input.challenge_token, 'second_step', ticket.id);
  await recordingRefusal(
    ctx,
    signIn,
    async () => ticket.userId,
    () => usePasskey(ctx, input.credential, challenge, ticket.userId),
  );
  return completeSecondStep(ctx, ticket, signIn);
}
