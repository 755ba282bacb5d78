/**
 * Where every staff sign-in ends (password, passkey, the tenant's identity provider): the second-factor
 * rule decides whether a session opens now or a second step follows.
 */
import type { LoginResponse, SessionResponse } from '@ausweis/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { openSession, verifyLogin } from './auth.service';
import { factorMethodsOf, factorRequired } from './second-factor/factor-queries';
import { nextSignInStep } from './second-factor/rule';
import { issueTicket, type SignInTicket, spendTicket, TICKET_EXPIRED } from './sign-in-ticket';

export type SignInMethod = 'password' | 'passkey' | 'oidc';

/** How and from where someone signs in: the session row keeps the device and the address's network. */
export interface SignIn {
  method: SignInMethod;
  userAgent: string | undefined;
  ip: string;
}

export const signInOf = (req: FastifyRequest, method: SignInMethod): SignIn => ({
  method,
  userAgent: req.headers['user-agent'],
  ip: req.ip,
});

export interface SignInProof {
  /** The sign-in already took two factors (a passkey with user verification; a provider's MFA). */
  factorsDone: boolean;
}

/**
 * A user who proved who they are: a session, or the second step the second-factor rule
 * (second-factor/rule.ts) asks for, with a ticket for it and the methods the user has.
 */
export async function finishSignIn(
  ctx: AppContext,
  user: typeof users.$inferSelect,
  signIn: SignIn,
  proof: SignInProof,
): Promise<LoginResponse> {
  const methods = proof.factorsDone ? [] : await factorMethodsOf(ctx.db, user.id);
  const step = nextSignInStep({
    hasFactor: methods.some((m) => m !== 'recovery'),
    required: !proof.factorsDone && (await factorRequired(ctx.db, user)),
    factorsDone: proof.factorsDone,
  });
  if (step === 'session') return openSession(ctx, user, signIn);
  const ticket = await issueTicket(ctx, {
    purpose: step,
    userId: user.id,
    tokenVersion: user.token_version,
    method: signIn.method,
  });
  return step === 'second_factor' ? { second_factor: { ticket, methods } } : { factor_setup: { ticket } };
}

/** Sign-in with e-mail and password. */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  signIn: SignIn,
): Promise<LoginResponse> {
  const user = await verifyLogin(ctx, email, password, signIn);
  return finishSignIn(ctx, user, signIn, { factorsDone: false });
}

/**
 * The second step of a ticket succeeded (a code, a passkey, a factor set up): the ticket is spent and
 * the session opens, from the device that took the second step, with the first step's method.
 */
export async function completeSecondStep(
  ctx: AppContext,
  ticket: SignInTicket,
  signIn: Omit<SignIn, 'method'>,
): Promise<SessionResponse> {
  await spendTicket(ctx, ticket);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ticket.userId));
  if (!user) throw TICKET_EXPIRED();
  return openSession(ctx, user, { ...signIn, method: ticket.method });
}
